#!/bin/sh
# Print the path of a Python X.Y that runs and can make a virtual environment, or nothing:
# `tools/pythons.sh 3.10`. Looks in pyenv's versions first (the newest X.Y.Z there), then for
# pythonX.Y on PATH. Each candidate is run, since a pyenv shim exists for versions it cannot run.
version=$1
[ -n "$version" ] || { echo "usage: tools/pythons.sh X.Y" >&2; exit 2; }
pyenv_root=${PYENV_ROOT:-$HOME/.pyenv}
for candidate in $(ls -d "$pyenv_root"/versions/"$version".* 2>/dev/null | sort -V -r | sed 's|$|/bin/python|') \
    $(command -v "python$version" 2>/dev/null); do
  if "$candidate" -c "import sys, venv; assert '%d.%d' % sys.version_info[:2] == '$version'" 2>/dev/null; then
    echo "$candidate"
    exit 0
  fi
done
