// Imported first by pages whose Content-Security-Policy allows no eval (the dashboard). zod decides at schema
// creation whether to compile parsers with `new Function`, probing it once: under such a CSP that probe is a
// violation report. Turning the compiler off before any schema exists gives the same checks without the probe.
import { z } from 'zod';

z.config({ jitless: true });
