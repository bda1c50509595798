/// Everyday words outside the commands, for the garbage-loop rejection method.
enum GarbageWords {
    static let list = [
        "weather", "today", "tomorrow", "news", "music", "play", "song", "radio", "call", "phone", "mom",
        "work", "traffic", "game", "score", "team", "win", "money", "price", "market", "president", "government",
        "rain", "sunny", "cold", "hot", "morning", "evening", "night", "week", "year", "people", "city", "car",
        "drive", "school", "kids", "dog", "cat", "movie", "book", "friend", "house", "really", "very", "think",
        "know", "like", "love", "good", "bad", "great", "nice", "said", "says", "get", "got", "went", "going",
        "look", "see", "saw", "came", "come", "new", "old", "big", "small", "long", "because", "about", "there",
        "their", "they", "he", "she", "his", "her", "him", "was", "were", "been", "have", "has", "had", "from",
        "by", "with", "but", "not", "if", "so", "up", "out", "who", "when", "where", "why", "joke", "story",
        "listen", "stay", "tuned", "coming", "next", "after", "break", "sports", "report", "update",
    ]
}
