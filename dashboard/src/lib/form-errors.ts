// Turns validation issues (from the shared zod contracts of @wrapsmith/core) into one message per field.
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}
