-- The read cache's look never compiles its statement with JIT (docs/decisions.md "The look compiled itself"). A SQL
-- function's statement is planned without its argument's value, so the planner guesses that `xid >=
-- pg_snapshot_xmax(prev)` keeps a third of the change log; with an hour of detection writes in the log (hundreds of
-- thousands of rows) that guess passed jit_above_cost, and every look spent 15–30 ms compiling expressions with LLVM
-- to read the few hundred rows committed since the last one. Every cached answer waits for a look.
alter function directory_changes_since(pg_snapshot) set jit = off;
