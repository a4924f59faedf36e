"""Runs `tessera sandbox serve --ephemeral` on a free loopback port for the length of a `with` block."""

import os
import subprocess
import tempfile


class Emulator:
    """`with Emulator(binary, *options) as emulator:` gives `emulator.url`, `emulator.token()` and `emulator.key_pem()`."""

    def __init__(self, binary, *options):
        self.binary = binary
        self.options = options
        self.process = None
        self.url = None
        self.data = tempfile.TemporaryDirectory()

    def __enter__(self):
        environment = dict(os.environ, TESSERA_DATA_DIR=self.data.name, NO_COLOR="1")
        self.process = subprocess.Popen(
            [self.binary, "sandbox", "serve", "--ephemeral", "--quiet", "--port", "0", *self.options],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=environment, text=True)
        line = self.process.stdout.readline().strip()
        if not line.startswith("Listening on "):
            self.__exit__(None, None, None)
            raise RuntimeError(f"tessera sandbox serve did not start: {line!r}")
        self.url = line[len("Listening on "):].rstrip("/")
        return self

    def next_line(self):
        """The next line the emulator prints on standard output (after the "Listening on" line)."""
        return self.process.stdout.readline().strip()

    def __exit__(self, *exception):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.data.cleanup()
        return False

    def run(self, *arguments):
        """The standard output of a tessera command."""
        result = subprocess.run([self.binary, *arguments], capture_output=True, text=True, check=True)
        return result.stdout.strip()

    def token(self):
        """A development token in Gr4vy's shape, from `tessera sandbox token`."""
        return self.run("sandbox", "token")

    def key_pem(self):
        """The development private key, from `tessera sandbox key`."""
        return self.run("sandbox", "key") + "\n"
