"""The Word task pane (HTML, CSS, JavaScript), shipped inside the Python package as `nomen.addin`."""
