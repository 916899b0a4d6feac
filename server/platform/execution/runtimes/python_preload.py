"""
What every fresh interpreter holds before the sandbox (python_sandbox.py) closes it: run once per
worker into Pyodide's memory snapshot (python.mjs), then again, at no cost, in each interpreter
restored from it, so that the sandbox finds the names below.
"""

import importlib
import sys

# What a solution commonly imports, loaded into the snapshot so that runs do not pay for it.
import bisect, collections, copy, dataclasses, datetime, decimal, fractions, functools  # noqa
import heapq, io, itertools, json, marshal, math, operator, random, re, statistics, string  # noqa
import annotationlib, subprocess, textwrap, types, typing, warnings  # noqa

_BLOCKED_MODULES = frozenset({
    "js", "pyodide", "pyodide_js", "_pyodide", "_pyodide_core", "micropip", "ctypes",
    "_ctypes", "_testcapi", "_testinternalcapi", "_testlimitedcapi", "_testbuffer",
    "_testclinic", "_testclinic_limited", "_testmultiphase", "_testsinglephase",
    "_xxtestfuzz", "_remote_debugging", "_posixsubprocess", "xxsubtype",
})

# Every built-in module a program may use (the sandbox then removes `_imp.create_builtin`).
for _name in sys.builtin_module_names:
    if _name not in _BLOCKED_MODULES and _name not in sys.modules:
        importlib.import_module(_name)
del _name
