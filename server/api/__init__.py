"""HTTP API blueprints; `errors` turns every failure into a JSON `{"error": ...}` answer."""
