// zod's English messages, as the API's lib/validate.ts sets them (zod/mini sets no locale of its own).
import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

config(en());
