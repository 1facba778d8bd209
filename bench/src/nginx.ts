import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/** nginx (Debian's package) balancing round-robin over the given ports, on `port`. */
export async function startNginx(port: number, upstreamPorts: number[]): Promise<{ stop(): Promise<void> }> {
  if (!existsSync(NGINX)) throw new Error('nginx is not installed (apt-get install -y nginx-light)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  chmodSync(dir, 0o777);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
    keepalive_requests 10000000;
  }
  server {
    listen 127.0.0.1:${port};
    # nginx closes a client's keep-alive connection after 1000 requests by default; autocannon
    # counts the request cut by that close as an error (1 each in two c=1 scenarios before).
    keepalive_requests 10000000;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/admin/v1/ping`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('nginx did not answer in 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
