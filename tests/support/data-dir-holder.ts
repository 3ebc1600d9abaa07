import { spawn } from 'node:child_process';

/** A child process that takes the folder's lock, says so, and then waits to be killed. */
export async function holderProcess(folder: string) {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(import.meta.resolve('#server/db/data-dir-lock.ts'))});
    await lockDataDir(${JSON.stringify(folder)});
    console.log('held');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}
