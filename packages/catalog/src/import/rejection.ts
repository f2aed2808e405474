/** A row an import left out, with the file line it starts on and why, in words a shop owner can act on. */
export interface Rejection {
  line: number;
  reason: string;
}
