"""
The Python side of the practice sandbox, run in every fresh interpreter (python.mjs) after
python_preload.py, before the interpreter's one and only run (a Run's program, or a Submit's
cases one after the other: decision 062).

Pyodide in Node reaches the host: os.system runs a real shell, ctypes can call emscripten's
run_script (an eval in the worker), pyodide.ffi hands out JavaScript objects. An audit hook
(PEP 578: once added it cannot be removed from Python) refuses those, and the modules that lead
there are dropped from sys.modules. Nothing here restores anything after a run: the interpreter
is discarded with its run (decision 032), so `prepare` only gives each case its globals and
standard streams.
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


# The audit hook is made in a namespace of its own, with no builtins: it reads nothing but its
# arguments and its defaults, so that neither a module's globals nor builtins a program replaces
# change what it refuses. It has no closure either: its frame reaches a program through the
# traceback of every refusal, and Python 3.13+ frames write their cells and locals back
# (`frame.f_locals[...] = ...`), which once switched a closure-based hook off for good. A frame's
# locals are that call's only, and defaults live on the function, which no program can reach.
_HOOK_SOURCE = """
def make(blocked, home, annotate_code, os, sys, marshal, str, int, bytes, type, any, isinstance,
         PermissionError, ImportError, RuntimeError, ValueError):
    refused_events = (
        "os.system", "os.exec", "os.fork", "os.forkpty", "os.posix_spawn", "os.spawn",
        "os.kill", "os.killpg", "os.startfile", "subprocess.", "pty.", "socket.", "ctypes.",
        "urllib.", "http.client.", "ftplib.", "smtplib.", "imaplib.", "poplib.", "nntplib.",
        "webbrowser.", "sys.remote_exec", "gc.get_objects", "gc.get_referrers",
        "gc.get_referents", "_posixsubprocess.", "code.__new__", "marshal.load",
    )
    # Events that change the file system, and which of their arguments are paths.
    writes = {
        "os.mkdir": (0,), "os.rmdir": (0,), "os.remove": (0,), "os.rename": (0, 1),
        "os.link": (0, 1), "os.symlink": (1,), "os.chmod": (0,), "os.chown": (0,),
        "os.truncate": (0,), "os.utime": (0,), "os.setxattr": (0,), "os.removexattr": (0,),
        "os.chflags": (0,), "os.lchflags": (0,),
    }
    roots = ("/tmp", home, "/dev")
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_TRUNC

    def audit(event, args, blocked=blocked, refused_events=refused_events, writes=writes,
              roots=roots, write_flags=write_flags, realpath=os.path.realpath,
              fsdecode=os.fsdecode, loads=marshal.loads, getframe=sys._getframe,
              annotate_code=annotate_code, str=str, int=int, bytes=bytes, type=type, any=any,
              isinstance=isinstance, PermissionError=PermissionError, ImportError=ImportError,
              RuntimeError=RuntimeError, ValueError=ValueError):
        if event == "import":
            name = args[0]
            # A str subclass could run the program's own code in here (its hash, its methods).
            if type(name) is not str or str.partition(name, ".")[0] in blocked:
                raise ImportError(f"No module named {name!r} in the practice sandbox")
        elif event == "marshal.loads":
            # Data may be loaded; code may not (its bytecode is not checked by anyone). The
            # check loads it again without code, which comes back here from this very frame.
            if getframe(1).f_code is not getframe(0).f_code:
                try:
                    loads(args[0], allow_code=False)
                except ValueError as error:
                    # Other bad data fails the program's own call with Python's own error.
                    if "code objects" in str(error):
                        raise PermissionError(
                            "Loading code with marshal is not allowed in the practice sandbox"
                        ) from None
        elif event == "function.__new__":
            # Only the annotations of Python 3.14 make functions of code the compiler made.
            if getframe(1).f_code is not annotate_code:
                raise PermissionError(
                    "Making a function from a code object is not allowed in the practice sandbox"
                )
        elif event.startswith(refused_events):
            raise PermissionError(f"{event} is not allowed in the practice sandbox")
        elif event == "open":
            path, mode, flags = args
            changes = (type(mode) is str and any(c in mode for c in "wax+")) or (
                type(flags) is int and flags & write_flags
            )
            if changes and not isinstance(path, int):
                real = realpath(fsdecode(path))
                if not any(real == root or str.startswith(real, root + "/") for root in roots):
                    raise PermissionError(f"Writing {path!r} is not allowed: use /tmp")
        elif event in writes:
            for i in writes[event]:
                path = args[i]
                if path is None or isinstance(path, int):
                    continue
                real = realpath(fsdecode(path))
                if not any(real == root or str.startswith(real, root + "/") for root in roots):
                    raise PermissionError(
                        f"{event} outside /tmp is not allowed in the practice sandbox"
                    )
        elif event == "object.__setattr__" and type(args[1]) is str and args[1] == "__code__":
            raise PermissionError("Changing a function's code is not allowed in the practice sandbox")
        elif event == "sys.addaudithook":
            # A RuntimeError here makes Python refuse the new hook quietly.
            raise RuntimeError("audit hooks are the sandbox's")

    return audit
"""


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
# A module a program writes to /tmp and imports is compiled from its source every time: no .pyc
# is written that a later import would have to load through marshal (which refuses code).
sys.dont_write_bytecode = True


# The streams `prepare` made for the case in progress (the program may have replaced sys.stdout).
_CASE_STREAMS = []


def _stream(fd, errors):
    """A standard stream as Pyodide makes it, on the descriptor it reopens for every case."""
    raw = io.FileIO(fd, "w", closefd=False)
    return io.TextIOWrapper(
        io.BufferedWriter(raw), encoding="utf-8", errors=errors, line_buffering=True
    )


def prepare(stdin):
    """
    A fresh __main__ module for one case, its stdin the case's input and fresh stdout and stderr
    (a submission's earlier case may have closed or replaced them); answers its globals.
    """
    main = types.ModuleType("__main__")
    main.__builtins__ = builtins
    sys.modules["__main__"] = main
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()), encoding="utf-8")
    sys.stdout = _stream(1, "surrogateescape")
    sys.stderr = _stream(2, "backslashreplace")
    _CASE_STREAMS[:] = [sys.stdout, sys.stderr]
    return vars(main)


def flush():
    """Flushes what the case left in Python's buffers; a stream it closed has nothing left."""
    for stream in (sys.stdout, sys.stderr, *_CASE_STREAMS):
        try:
            stream.flush()
        except Exception:
            pass


def _install_audit_hook():
    import annotationlib
    import marshal

    namespace = {"__builtins__": {}}
    exec(compile(_HOOK_SOURCE, "<sandbox>", "exec"), namespace)
    hook = namespace.pop("make")(
        _BLOCKED_MODULES, _HOME, annotationlib.call_annotate_function.__code__, os, sys,
        marshal, str, int, bytes, type, any, isinstance, PermissionError, ImportError,
        RuntimeError, ValueError,
    )
    sys.addaudithook(hook)


_install_audit_hook()
del _install_audit_hook, _HOOK_SOURCE
