// Import progress on stderr: a redrawn bar on a terminal, a plain percentage line every 10% otherwise (logs, CI).
export interface ProgressReporter {
  update(done: number, total: number): void;
  finish(): void;
}

const BAR_WIDTH = 30;

export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
  let lastTenth = -1;
  let drawn = false;
  return {
    update(done, total) {
      const ratio = total === 0 ? 1 : done / total;
      const percent = Math.floor(ratio * 100);
      if (stream.isTTY) {
        const filled = Math.round(ratio * BAR_WIDTH);
        stream.write(`\r${label} [${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${String(percent).padStart(3)}% ${done}/${total}`);
        drawn = true;
        return;
      }
      const tenth = Math.floor(percent / 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`${label}: ${percent}% (${done}/${total})\n`);
      }
    },
    finish() {
      if (drawn) stream.write('\n');
    },
  };
}
