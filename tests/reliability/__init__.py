"""The reliability suite: crashes, Discord outages, bad inputs."""
