// Fails a test on any unexpected console.error.
import '@wrapsmith/testing/fail-on-console-error';
