"""Group mentions into entities: one entity per person, organisation or thing."""
