import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface SpawnedReplica {
  child: ChildProcess;
  url: string;
}

/**
 * Starts replica-process.ts in a child process (so a test can SIGKILL it) and resolves with the URL it listens on.
 * `env` is added to this process's environment; see replica-process.ts for the variables it reads.
 */
export async function spawnReplica(env: Record<string, string>): Promise<SpawnedReplica> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./replica-process.ts', import.meta.url))], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`replica exited with ${code}`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        const match = /listening (\S+)/.exec(chunk.toString());
        if (match?.[1]) resolve(match[1]);
      });
    });
    return { child, url };
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    throw error;
  }
}
