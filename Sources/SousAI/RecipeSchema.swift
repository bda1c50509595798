import SousCore
/// The recipe schema a provider's answer must fit: the fields of `GeneratedRecipe`, all
/// required (OpenAI's strict mode wants every property listed), optional ones nullable.
public enum RecipeSchema {
    public static let diets = ["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free", "egg-free", "pescatarian", "low-carb"]

    public static let schema: AIJSON = [
        "type": "object",
        "properties": [
            "title": ["type": "string", "minLength": 1],
            "description": ["type": "string"],
            "category": ["type": ["string", "null"], "description": "breakfast, lunch, dinner, dessert, snack, side, drink, baking, sauce, soup or salad"],
            "cuisine": ["type": ["string", "null"]],
            "servings": ["type": "integer", "minimum": 1, "maximum": 100],
            "prepMinutes": ["type": ["integer", "null"], "minimum": 0, "maximum": 2880],
            "cookMinutes": ["type": ["integer", "null"], "minimum": 0, "maximum": 2880],
            "ingredients": [
                "type": "array", "minItems": 1, "maxItems": 80,
                "description": "One ingredient a line as a cookbook writes it: amount, unit, name, notes (\"2 tbsp olive oil, divided\")",
                "items": ["type": "string", "minLength": 1],
            ],
            "steps": [
                "type": "array", "minItems": 1, "maxItems": 60,
                "description": "One step a line; write times out (\"simmer for 10 minutes\")",
                "items": ["type": "string", "minLength": 1],
            ],
            "tags": ["type": "array", "items": ["type": "string"]],
            "diets": ["type": "array", "items": ["type": "string"]],
        ],
        "required": ["title", "description", "category", "cuisine", "servings", "prepMinutes", "cookMinutes", "ingredients", "steps", "tags", "diets"],
        "additionalProperties": false,
    ]
}
