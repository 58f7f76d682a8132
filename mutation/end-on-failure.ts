import fc from 'fast-check';
// The seed and the runs of the property tests (FC_SEED, FC_RUNS), set once for the worker before this file changes them.
import '../tests/helpers/property-seed';

// A property a mutant breaks stops at its first counterexample: shrinking it to the smallest would cost the mutant
// seconds and tell the score nothing.
fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });
