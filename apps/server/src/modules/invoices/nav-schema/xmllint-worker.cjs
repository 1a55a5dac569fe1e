/**
 * A resident xmllint worker (see validate.ts): xmllint-wasm's own API starts a new worker and
 * compiles its 780 KB WebAssembly module on every call (~100 ms); this worker compiles it once and
 * instantiates it per validation (a few ms). Each message runs xmllint's command line once.
 */
const { parentPort } = require('node:worker_threads');
const { readFileSync } = require('node:fs');

const modulePath = require.resolve('xmllint-wasm/xmllint-node.js');
// Loading the module also installs xmllint-wasm's own message handler, which only answers
// messages tagged `xmllint-wasm`; ours are tagged `kontorXmllint`.
const createXmllint = require(modulePath);
const compiled = new WebAssembly.Module(
  readFileSync(modulePath.replace(/xmllint-node\.js$/, 'xmllint.wasm')),
);

parentPort.on('message', (message) => {
  if (message?.kontorXmllint !== true) return;
  const { id, inputFiles, args } = message;
  let stderr = '';
  const answer = (exitCode) =>
    parentPort.postMessage({ kontorXmllint: true, id, exitCode, stderr });
  createXmllint({
    inputFiles,
    arguments: args,
    print() {},
    printErr(text) {
      stderr += `${text}\n`;
    },
    onExit: answer,
    onAbort(reason) {
      stderr += `WASM Abort: ${reason}\n`;
      answer(-1);
    },
    instantiateWasm(imports, done) {
      const instance = new WebAssembly.Instance(compiled, imports);
      done(instance, compiled);
      return instance.exports;
    },
    // 16 MiB to start, at most 32 MiB: xmllint-wasm's defaults.
    wasmMemory: new WebAssembly.Memory({ initial: 256, maximum: 512 }),
  }).catch((error) => {
    stderr += `${error}\n`;
    answer(-1);
  });
});
