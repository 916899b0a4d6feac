"""
The Python side of the practice sandbox, run in every fresh interpreter (python.mjs) after
python_preload.py, before the interpreter's one and only run.

Pyodide in Node reaches the host: os.system runs a real shell, ctypes can call emscripten's
run_script (an eval in the worker), pyodide.ffi hands out JavaScript objects. An audit hook
(PEP 578: once added it cannot be removed from Python) refuses those, and the modules that lead
there are dropped from sys.modules. Nothing here restores anything after a run: the interpreter
is discarded with its run (decision 032), so `prepare` only gives the run its globals and stdin.
"""

import builtins
import gc
import io
import os
import random
import sys
import types

# _BLOCKED_MODULES and the modules a solution commonly imports come from python_preload.py, run
# in this namespace just before (and once per worker into the memory snapshot).
_HOME = "/home/pyodide"


def _make_audit_hook(blocked, home):
    """
    The hook and everything it reads live in this call's closure, so that nothing a program can
    reach by introspection (a function's __globals__, a module's dict) changes what it refuses.
    """
    refused_events = (
        "os.system", "os.exec", "os.fork", "os.forkpty", "os.posix_spawn", "os.spawn",
        "os.kill", "os.killpg", "os.startfile", "subprocess.", "pty.", "socket.", "ctypes.",
        "urllib.", "http.client.", "ftplib.", "smtplib.", "imaplib.", "poplib.", "nntplib.",
        "webbrowser.", "sys.remote_exec", "gc.get_objects", "gc.get_referrers",
        "gc.get_referents", "_posixsubprocess.", "code.__new__",
    )
    # Events that change the file system, and which of their arguments are paths.
    writes = {
        "os.mkdir": (0,), "os.rmdir": (0,), "os.remove": (0,), "os.rename": (0, 1),
        "os.link": (0, 1), "os.symlink": (1,), "os.chmod": (0,), "os.chown": (0,),
        "os.truncate": (0,), "os.utime": (0,), "os.setxattr": (0,), "os.removexattr": (0,),
        "os.chflags": (0,), "os.lchflags": (0,),
    }
    writable_roots = ("/tmp", home, "/dev")
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_TRUNC
    realpath, fsdecode = os.path.realpath, os.fsdecode

    def writable(path):
        if isinstance(path, int):
            return True
        real = realpath(fsdecode(path))
        return any(real == root or real.startswith(root + "/") for root in writable_roots)

    def audit(event, args):
        if event == "import":
            if args[0].partition(".")[0] in blocked:
                raise ImportError(f"No module named '{args[0]}' in the practice sandbox")
        elif event.startswith(refused_events):
            raise PermissionError(f"{event} is not allowed in the practice sandbox")
        elif event == "open":
            path, mode, flags = args
            changes = (isinstance(mode, str) and any(c in mode for c in "wax+")) or (
                isinstance(flags, int) and flags & write_flags
            )
            if changes and not writable(path):
                raise PermissionError(f"Writing {path!r} is not allowed: use /tmp")
        elif event in writes:
            if any(not writable(args[i]) for i in writes[event] if args[i] is not None):
                raise PermissionError(f"{event} outside /tmp is not allowed in the practice sandbox")
        elif event == "object.__setattr__" and args[1] == "__code__":
            raise PermissionError("Changing a function's code is not allowed in the practice sandbox")
        elif event == "sys.addaudithook":
            # A RuntimeError here makes Python refuse the new hook quietly.
            raise RuntimeError("audit hooks are the sandbox's")

    return audit


# The refusals put in place of library functions are built in a namespace of their own: their
# __globals__ leads nowhere but to this one class.
_REFUSALS = {}
exec(
    "class Refused:\n"
    "    __slots__ = ('name',)\n"
    "    def __init__(self, name):\n"
    "        self.name = name\n"
    "    def __call__(self, *args, **kwargs):\n"
    "        raise PermissionError(f'{self.name} is not allowed in the practice sandbox')\n",
    _REFUSALS,
)
_Refused = _REFUSALS.pop("Refused")

# Pyodide's subprocess fails before its audit event ("does not support processes"): say why.
import subprocess  # noqa: E402

for _name in ("Popen", "run", "call", "check_call", "check_output", "getoutput",
              "getstatusoutput"):
    setattr(subprocess, _name, _Refused(f"subprocess.{_name}"))
os.popen = _Refused("os.popen")

# Every built-in module a program may use is created now; then `_imp.create_builtin` goes, so
# that the blocked ones (ctypes' C side, Pyodide's core, CPython's test modules) cannot be made
# by hand. A program that unloads a built-in module gets an ImportError, and `finish` puts it back.
import _imp  # noqa: E402
import importlib  # noqa: E402

for _name in sys.builtin_module_names:
    if _name not in _BLOCKED_MODULES and _name not in sys.modules:
        importlib.import_module(_name)
_imp.create_builtin = _Refused("_imp.create_builtin")

# What is left of Pyodide in Python is the runner (_pyodide._base). Its other modules' names that
# lead to JavaScript (converters, proxies, the event loop's scheduler) become None: a function of
# theirs reached through object.__subclasses__() then finds nothing in its __globals__.
_BRIDGE_TYPES = ("JsProxy", "JsNull", "Js2PyConverter", "Py2JsConverter", "JsFuncSignature")


def _leads_to_javascript(value):
    if isinstance(value, types.ModuleType):
        return value.__name__.partition(".")[0] in _BLOCKED_MODULES
    owner = getattr(value, "__self__", None)
    if isinstance(owner, types.ModuleType) and owner.__name__ in _BLOCKED_MODULES:
        return True
    return any(base.__name__ in _BRIDGE_TYPES for base in type(value).__mro__)


for _module in list(sys.modules.values()):
    _namespace = getattr(_module, "__dict__", None)
    if not isinstance(_namespace, dict):
        continue
    for _key in [k for k, v in _namespace.items() if _leads_to_javascript(v)]:
        _namespace[_key] = None

for _name in [name for name in sys.modules if name.partition(".")[0] in _BLOCKED_MODULES]:
    del sys.modules[_name]
sys.meta_path[:] = [f for f in sys.meta_path if type(f).__module__ != "_pyodide._importhook"]
gc.collect()


# The memory snapshot every interpreter starts from holds one random state: each gets its own.
random.seed()


def prepare(stdin):
    """A fresh __main__ module for one run, its stdin the run's input; answers its globals."""
    main = types.ModuleType("__main__")
    main.__builtins__ = builtins
    sys.modules["__main__"] = main
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8")
    return vars(main)


def flush():
    """Flushes what the run left in Python's buffers; a stream the run closed has nothing left."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass


sys.addaudithook(_make_audit_hook(_BLOCKED_MODULES, _HOME))
del _make_audit_hook
