#!/usr/bin/env python3
"""A stand-in AI provider on 127.0.0.1 for trying Sous's AI under tmux without the internet.

Speaks the OpenAI chat-completions wire format (as Ollama and llama.cpp's server do):
GET /v1/models, POST /v1/chat/completions whole (a recorded recipe) or streamed (server-sent
events, one piece every 0.3 s, so the answer can be watched arriving). Every request is logged
to stderr without its Authorization header.

    python3 scripts/ai-standin.py 8765
    SOUS_LOCAL_AI_URLS=http://127.0.0.1:8765/v1 .build/debug/sous --db /tmp/x.sqlite
"""
import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

RECIPE = {
    "title": "Creamy Mushroom Pasta",
    "description": "Weeknight pasta in a garlicky mushroom cream sauce.",
    "category": "dinner", "cuisine": "Italian", "servings": 4, "prepMinutes": 10, "cookMinutes": 20,
    "ingredients": ["300 g spaghetti", "2 tbsp olive oil", "250 g chestnut mushrooms, sliced",
                    "2 cloves garlic, minced", "200 ml double cream", "50 g parmesan, grated", "salt and pepper to taste"],
    "steps": ["Boil the spaghetti in salted water for 10 minutes.",
              "Fry the mushrooms in the oil for 8 minutes until golden.",
              "Add the garlic and cook for 1 minute.",
              "Stir in the cream and parmesan, simmer for 2 minutes, then toss with the pasta."],
    "tags": ["pasta", "quick"], "diets": ["vegetarian"],
}
ANSWER = ["Yes: ", "make the sauce ", "up to a day ahead, ", "keep it cold, ", "and loosen it ", "with pasta water ", "when you reheat it."]
GAP = float(sys.argv[2]) if len(sys.argv) > 2 else 0.3


def swaps(request):
    """Sous's diet-swap question ("Make these ingredient lines vegan ... 1: 1 large egg yolk"):
    a numbered answer, one line each, egg yolks swapped and the rest "none"."""
    asked = " ".join(m.get("content", "") for m in request.get("messages", []) if m.get("role") == "user")
    if "Make these ingredient lines" not in asked:
        return None
    lines = []
    for line in asked.splitlines():
        number, _, text = line.partition(": ")
        if number.isdigit():
            lines.append(f"{number}: 1 tbsp aquafaba\n" if "yolk" in text.lower() else f"{number}: none\n")
    return lines


PLAN_DISHES = [("Smoky Bean Chilli", "400 g tin black beans, drained"), ("Lentil Cottage Pie", "250 g green lentils"),
               ("Chickpea and Spinach Curry", "400 g tin chickpeas, drained"), ("Mushroom Stroganoff", "400 g chestnut mushrooms")]


def recipe_for(request):
    """A meal plan's empty day ("Already planned, so choose a clearly different dish ... : A; B"):
    the first dish of PLAN_DISHES not named there, so a plan with several gaps gets different
    recipes; any other request gets RECIPE."""
    asked = " ".join(m.get("content", "") for m in request.get("messages", []) if m.get("role") == "user")
    if "one day of a family meal plan" not in asked:
        return RECIPE
    planned = asked.partition("Already planned")[2].lower()
    for title, first in PLAN_DISHES:
        if title.lower() not in planned:
            return dict(RECIPE, title=title, description="A hearty plant-based dinner.", ingredients=[first] + RECIPE["ingredients"][1:])
    return RECIPE


class Handler(BaseHTTPRequestHandler):
    def log_message(self, format, *args):
        sys.stderr.write("standin: " + (format % args) + "\n")

    def send_json(self, obj, status=200):
        body = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.path.endswith("/models"):
            self.send_json({"object": "list", "data": [{"id": "standin", "object": "model"}]})
        else:
            self.send_json({"error": {"message": "not found"}}, 404)

    def do_POST(self):
        length = int(self.headers.get("content-length", "0"))
        request = json.loads(self.rfile.read(length) or b"{}")
        if not self.path.endswith("/chat/completions"):
            return self.send_json({"error": {"message": "not found"}}, 404)
        if request.get("stream"):
            self.send_response(200)
            self.send_header("content-type", "text/event-stream")
            self.end_headers()
            for piece in swaps(request) or ANSWER:
                time.sleep(GAP)
                event = {"choices": [{"index": 0, "delta": {"content": piece}}]}
                self.wfile.write(b"data: " + json.dumps(event).encode() + b"\n\n")
                self.wfile.flush()
            self.wfile.write(b"data: [DONE]\n\n")
            return
        time.sleep(GAP * 5)
        self.send_json({"id": "chatcmpl-1", "object": "chat.completion", "model": request.get("model", "standin"),
                        "choices": [{"index": 0, "message": {"role": "assistant", "content": json.dumps(recipe_for(request))},
                                     "finish_reason": "stop"}]})


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8765
    ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
