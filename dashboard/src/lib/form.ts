// The one way a dashboard form submits (decision 050): the values are checked against a core zod contract, each
// field's first message is kept for the field that shows it, focus goes to the first invalid field, a flag says
// a request is under way, and a failed request leaves one message for the form's alert.
import { useCallback, useEffect, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { apiErrorInfo } from '../api/errors.ts';
import { fieldErrors, type FieldErrors } from './form-errors.ts';
import { translateFieldMessage } from './field-words.ts';
import { FIELD_CHECKS } from '../i18n/areas/field-checks/index.ts';
import { preloadArea, useAreaSoon } from '../i18n/areas/shell/soon.ts';
import { useLocale } from '../i18n/locale.ts';

// The contracts' own checks in the reader's language: their words come with the language, before any form is sent.
preloadArea(FIELD_CHECKS);

/** A core zod contract, or anything parsed the same way (the dashboard does not depend on zod itself). */
export interface FormContract<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A contract, or a function that imports one: a page strangers wait for (login, sign-up) loads zod when the user
 * first focuses a field or submits, not with the page (decision 051).
 */
export type ContractSource<Out> = FormContract<Out> | (() => Promise<FormContract<Out>>);

/** What to tell the user about a failed request: the server's `{ error: { message } }` or this text. */
export type FailureText = string | ((error: unknown) => string);

export interface ZodForm<Out> {
  errors: FieldErrors;
  /** The message of the last failed request (or one the form set itself), for the form's alert. */
  failure: string | null;
  setFailure: (message: string | null) => void;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  submitting: boolean;
  /** A `ref` for the element searched for the first invalid field, where a button (not a submit event) submits. */
  focusScope: (element: HTMLElement | null) => void;
  /**
   * The form's onSubmit: reads the values, checks them, and runs `action` with the parsed data. A rejection of
   * `action` becomes `failure`; `submitting` is true until it settles.
   */
  handleSubmit: (values: () => unknown, action: (data: Out) => Promise<unknown> | void) => (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

type Parsed<Out> = ReturnType<FormContract<Out>['safeParse']>;
type Issue = { path: readonly PropertyKey[]; message: string };

/** A contract written by hand, for values no core schema describes (e.g. a list of websites, one a line). */
export function formContract<In, Out>(parse: (value: In) => { data: Out } | { issues: Issue[] }): FormContract<Out> {
  return {
    safeParse(value): Parsed<Out> {
      const result = parse(value as In);
      return 'data' in result ? { success: true, data: result.data } : { success: false, error: { issues: result.issues } };
    },
  };
}

/**
 * `contract` behind a check of the whole form whose message goes to the form's alert (an issue with an empty path),
 * for rules the spec words as one sentence, e.g. "fill in every required field".
 */
export function checkedFirst<Out, In>(contract: FormContract<Out>, check: (value: In) => string | null): FormContract<Out> {
  return {
    safeParse(value): Parsed<Out> {
      const message = check(value as In);
      return message ? { success: false, error: { issues: [{ path: [], message }] } } : contract.safeParse(value);
    },
  };
}

/** A contract from checks that already answer one message per field (an empty answer: all is well). */
export function fieldChecks<T>(check: (value: T) => FieldErrors): FormContract<T> {
  return formContract<T, T>((value) => {
    const issues = Object.entries(check(value)).flatMap(([key, message]) => (message ? [{ path: [key], message }] : []));
    return issues.length ? { issues } : { data: value };
  });
}

/** For forms with nothing to check in the browser (choices only): the values go to the server as they are. */
export function unchecked<T>(): FormContract<T> {
  return formContract<T, T>((value) => ({ data: value }));
}

/**
 * A flag that is true while a task runs, for buttons that are not a form's submit (Resend, Verify Now) and for
 * confirm dialogs. Errors pass through to the caller.
 */
export function useBusy(): [busy: boolean, run: <T>(task: () => Promise<T>) => Promise<T>] {
  const [busy, setBusy] = useState(false);
  async function run<T>(task: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      return await task();
    } finally {
      setBusy(false);
    }
  }
  return [busy, run];
}

function failureText(failed: FailureText, error: unknown): string {
  return typeof failed === 'function' ? failed(error) : (apiErrorInfo(error).message ?? failed);
}

/**
 * `invalid`: a message for the form's alert whenever a field is wrong, for forms too long to see every field.
 * A `schema` given as an import starts loading at the first focus in the page and is awaited on submit; if it fails
 * to load, the submit shows `failed` and the next submit tries again.
 */
/**
 * `ownWords`: a screen that words some of the contract's checks itself (by their English) gets its words for them;
 * every other check shows in the reader's language from the `field-checks` area (decision 101).
 */
export function useZodForm<Out>(schema: ContractSource<Out>, failed: FailureText, invalid?: string, ownWords?: (english: string) => string | undefined): ZodForm<Out> {
  const [errors, setErrors] = useState<FieldErrors>({});
  const locale = useLocale((state) => state.locale);
  const say = useAreaSoon(FIELD_CHECKS);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, run] = useBusy();
  const formRef = useRef<HTMLElement | null>(null);
  const running = useRef(false);
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const loaded = useRef<Promise<FormContract<Out>> | null>(null);
  const contract = (): FormContract<Out> | Promise<FormContract<Out>> => {
    if (typeof schema !== 'function') return schema;
    loaded.current ??= schema().catch((error: unknown) => {
      loaded.current = null;
      throw error;
    });
    return loaded.current;
  };
  const lazy = typeof schema === 'function';

  useEffect(() => {
    if (!lazy) return;
    const preload = () => void Promise.resolve(contract()).catch(() => undefined);
    document.addEventListener('focusin', preload, { once: true });
    return () => document.removeEventListener('focusin', preload);
    // Once per form: the function passed in is a new one on every render, the import it makes is the same.
  }, [lazy]);

  useEffect(() => {
    if (invalidAttempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidAttempt]);

  const handleSubmit: ZodForm<Out>['handleSubmit'] = (values, action) => async (event) => {
    event?.preventDefault();
    if (running.current) return;
    if (event) formRef.current = event.currentTarget;
    const value = values();
    let parsed: Parsed<Out>;
    try {
      const checker = contract();
      parsed = (checker instanceof Promise ? await checker : checker).safeParse(value);
    } catch (error) {
      setFailure(failureText(failed, error));
      return;
    }
    // A second submit while the contract was loading: the first one sends.
    if (running.current) return;
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      for (const [field, message] of Object.entries(found)) {
        if (message) found[field] = ownWords?.(message) ?? (locale === 'en' ? message : translateFieldMessage(message, say));
      }
      setErrors(found);
      const formMessage = found[''] ?? invalid;
      if (formMessage) setFailure(formMessage);
      setInvalidAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setFailure(null);
    running.current = true;
    try {
      await run(async () => action(parsed.data));
    } catch (error) {
      setFailure(failureText(failed, error));
      // The action may have set the server's field messages: the first of them gets the focus.
      setInvalidAttempt((n) => n + 1);
    } finally {
      running.current = false;
    }
  };

  const focusScope = useCallback((element: HTMLElement | null) => {
    formRef.current = element;
  }, []);

  return { errors, failure, setFailure, setErrors, submitting, handleSubmit, focusScope };
}
