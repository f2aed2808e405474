// The read probe of `pnpm bench` (bench/index.ts), in a process of its own (issue 24 item 6): its requests and
// their timing never share an event loop with the API it measures, nor with the render burst's client. Driven over
// IPC: { idle: n } times n GETs one after another and answers their durations; { start: true } probes until
// { stop: true }, then answers the durations. Each probe is one GET of `url` with `authorization`, read to the end.
const [url, authorization] = process.argv.slice(2);

async function probe() {
  const t = performance.now();
  const res = await fetch(url, { headers: { authorization } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  await res.arrayBuffer();
  return performance.now() - t;
}

let running = false;
process.on('message', async (message) => {
  if (message.idle) {
    const samples = [];
    for (let i = 0; i < message.idle; i++) samples.push(await probe());
    process.send({ samples });
  } else if (message.start) {
    running = true;
    const samples = [];
    process.send({ started: true });
    while (running) samples.push(await probe());
    process.send({ samples });
  } else if (message.stop) {
    running = false;
  }
});
process.on('disconnect', () => process.exit(0));
