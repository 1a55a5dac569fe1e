/**
 * Validates an InvoiceData document against Kontor's subset of NAV's v3 schemas (the .xsd files
 * beside this one) with xmllint compiled to WebAssembly (npm `xmllint-wasm`): offline, no native
 * build. One resident worker (`xmllint-worker.cjs`) compiles the WebAssembly once per process, so
 * a check costs the validation, not a worker start. Used before every issue (invoice-legal.ts) and
 * by the tests of every document kind (README "NAV reporting").
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

const SCHEMAS = ['invoiceData.xsd', 'invoiceBase.xsd', 'common.xsd'].map((fileName) => ({
  fileName,
  contents: readFileSync(new URL(fileName, import.meta.url), 'utf8'),
}));
const XML_FILE = 'invoice-data.xml';
const ARGS = ['--schema', 'invoiceData.xsd', '--noout', XML_FILE];

export interface SchemaCheck {
  valid: boolean;
  /** xmllint's messages without the file name: `Element '…': This element is not expected…`. */
  errors: string[];
}

interface Answer {
  kontorXmllint: true;
  id: number;
  exitCode: number;
  stderr: string;
}

let worker: Worker | null = null;
let lastId = 0;
const waiting = new Map<number, (answer: Answer) => void>();

function xmllintWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('xmllint-worker.cjs', import.meta.url));
  started.on('message', (answer: Answer) => {
    if (answer?.kontorXmllint !== true) return;
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  const fail = (exitCode: number, stderr: string) => {
    worker = null;
    for (const [id, resolve] of waiting) resolve({ kontorXmllint: true, id, exitCode, stderr });
    waiting.clear();
  };
  started.on('error', (error) => fail(-1, String(error)));
  started.on('exit', (code) => fail(-1, `xmllint worker exited with ${code}`));
  // After the listeners: listening for messages refs the worker's port again, and a process
  // that validated an invoice (a script, the tests' set-up) would never exit.
  started.unref();
  worker = started;
  return started;
}

/** `invoice-data.xml:1: Schemas validity error : Element …` → `Schemas validity error : Element …`. */
const messagesOf = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith(`${XML_FILE} fails to validate`))
    .map((line) => line.replace(/^[^:]*:\d+:\s*/, ''));

export async function validateInvoiceData(xml: string): Promise<SchemaCheck> {
  const id = ++lastId;
  const answer = await new Promise<Answer>((resolve) => {
    waiting.set(id, resolve);
    xmllintWorker().postMessage({
      kontorXmllint: true,
      id,
      inputFiles: [{ fileName: XML_FILE, contents: xml }, ...SCHEMAS],
      args: ARGS,
    });
  });
  // 0: valid; 3 and 4: validation errors; anything else is xmllint failing, not the document.
  if (answer.exitCode === 0) return { valid: true, errors: [] };
  if (answer.exitCode === 3 || answer.exitCode === 4)
    return { valid: false, errors: messagesOf(answer.stderr) };
  throw new Error(`xmllint failed (${answer.exitCode}): ${answer.stderr}`);
}
