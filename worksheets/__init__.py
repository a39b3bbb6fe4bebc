"""worksheets: dice-game scorecards, practice sheets and checking for maths class.

The library never prints and never imports the command-line layer; the `cli`
package is a thin shell over it.
"""

__version__ = "0.1.0"
