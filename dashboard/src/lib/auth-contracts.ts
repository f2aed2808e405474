// Login's and sign-up's contracts in a module of their own, imported when the form is first focused or submitted:
// zod (54 KB gzip) is then not part of those pages' first load (decision 051).
import { loginInput, signUpInput } from '@wrapsmith/core';

export { loginInput, signUpInput };
