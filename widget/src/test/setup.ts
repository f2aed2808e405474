// Fails a test that logged an unexpected console.error (preact warnings included); console.warn is the widget's
// channel to the site owner and tests assert on it where it matters.
import '@wrapsmith/testing/fail-on-console-error';
import '@wrapsmith/testing/settle-after-paint';
