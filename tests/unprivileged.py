"""Running the command as a user that file permissions stop, whoever runs the tests.

The permission tests lock a folder or a file with chmod and check that the command refuses it. The
root user ignores those permissions, and CI runs as root, so there the command runs as the
unprivileged user ``nobody`` (uid and gid 65534, no other groups) through util-linux's ``setpriv``;
anyone else runs it as themselves. Its files live in a folder of their own under the system's
temporary folder, because pytest's ``tmp_path`` sits inside a folder only its owner may enter.
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pytest

#: The conventional uid and gid of ``nobody``, who owns nothing.
NOBODY = 65534
#: Run in the child first: it imports the command, reaches the folder, and prints its effective uid
#: and (on Linux) its effective capabilities.
PROBE = """import os, sys, cli.app
os.listdir(sys.argv[1])
try:
    status = open("/proc/self/status").read()
    capabilities = status.split("CapEff:")[1].split()[0]
except (OSError, IndexError):
    capabilities = "unknown"
print(os.geteuid(), capabilities)"""


@dataclass(frozen=True)
class Unprivileged:
    """A folder the child can reach, and how to run Python as a user that permissions stop."""

    folder: Path
    prefix: tuple[str, ...]

    @property
    def as_nobody(self) -> bool:
        return bool(self.prefix)

    def python(self, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
        """``python ARGS`` as that user, in ``cwd`` (default: the folder), with its home in the folder."""
        env = dict(os.environ, HOME=str(self.folder))
        return subprocess.run([*self.prefix, sys.executable, *args], cwd=cwd or self.folder, env=env,
                              capture_output=True, text=True, timeout=120)

    def worksheets(self, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
        """The command line, ``worksheets ARGS``, as that user."""
        return self.python("-c", "from cli.app import main; main()", *args, cwd=cwd)


def _prefix() -> tuple[str, ...]:
    if os.name != "posix":
        pytest.skip("the permission tests use POSIX file modes")
    if os.geteuid() != 0:
        return ()
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root, and setpriv (util-linux) is missing to run the command as nobody; "
                    "root ignores file permissions, so the test could not fail")
    return (setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups")


@lru_cache(maxsize=1)
def _probed(prefix: tuple[str, ...]) -> tuple[Path, str | None]:
    """A folder that user was seen to reach, for the whole run (each test's folder is made in it, with the same
    owner and mode: the probe starts a fresh ``python``, once), or why it cannot."""
    base = Path(tempfile.mkdtemp(prefix="worksheets-permissions-"))
    atexit.register(shutil.rmtree, base, True)
    base.chmod(0o755)
    reach = Unprivileged(base, prefix).python("-c", PROBE, str(base))
    if reach.returncode != 0:
        return base, (f"the user running the command cannot import this checkout or reach {base}: "
                      f"{reach.stderr.strip().splitlines()[-1:]}")
    euid, capabilities = reach.stdout.split()
    assert int(euid) == (NOBODY if prefix else os.geteuid())
    if prefix and capabilities != "unknown":  # no capability left that would let it past a file's mode
        assert int(capabilities, 16) == 0
    return base, None


@pytest.fixture
def unprivileged():
    prefix = _prefix()
    base, unreachable = _probed(prefix)
    if unreachable:
        pytest.skip(unreachable)
    folder = Path(tempfile.mkdtemp(dir=base))
    folder.chmod(0o755)
    try:
        yield Unprivileged(folder, prefix)
    finally:
        for path in [folder, *folder.rglob("*")]:
            if path.is_dir() and not path.is_symlink():
                path.chmod(0o755)
        shutil.rmtree(folder)
