"""One module per command; each defines ``register(app)``."""
