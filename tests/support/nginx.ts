// A real nginx (Debian's /usr/sbin/nginx) in front of Firing instances, as docs/scaling.md runs
// it: everything it writes lives in a temporary folder (no root paths, runs as the current user).
// The proxying directives are the same as deploy/nginx.conf's; tests/nginx-config.test.ts holds
// the two together.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'

/** The header the test config adds to every answer: which instance served it (host:port). */
export const UPSTREAM_HEADER = 'x-firing-upstream'

export type RunningNginx = {
  url: string
  child: ChildProcess
  /** error.log so far (why a request went to the next instance, which one was marked down). */
  errors: () => Promise<string>
  stop: () => Promise<void>
}

/**
 * The proxying part of the config (inside `http {}`): one upstream of every instance, hashed on
 * the client's address so Socket.IO's long-polling fallback keeps to one instance, with passive
 * health; WebSocket upgrade; the headers the origin gate and TRUST_PROXY read.
 */
export function proxyDirectives(opts: {
  instances: string[]
  listen: string
  /** Test only: name the instance that served each answer in UPSTREAM_HEADER. */
  revealUpstream?: boolean
}): string {
  const servers = opts.instances
    .map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`)
    .join('\n')
  const reveal = opts.revealUpstream
    ? `\n      add_header ${UPSTREAM_HEADER} $upstream_addr always;`
    : ''
  return `  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      '';
  }

  upstream firing {
    hash $remote_addr consistent;
${servers}
    keepalive 32;
  }

  server {
    listen ${opts.listen};
    client_max_body_size 110m;

    location / {
      proxy_pass http://firing;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_connect_timeout 2s;
      proxy_send_timeout 60s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;${reveal}
    }
  }
`
}

/** A whole nginx.conf whose every path is under `dir`. */
export function nginxConfig(dir: string, directives: string): string {
  const at = (name: string) => path.join(dir, name)
  // As root, nginx would run its workers as `nobody`, who cannot write the temporary folder
  // (a long answer buffered to disk would be cut short): they stay this user.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  return `daemon off;
${user}master_process on;
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;

events {
  worker_connections 1024;
}

http {
  access_log ${at('access.log')};
  client_body_temp_path ${at('client_body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};

${directives}}
`
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `instances` (host:port each) and resolves once it
 * answers. The config names the serving instance in UPSTREAM_HEADER.
 */
export async function startNginx(port: number, instances: string[]): Promise<RunningNginx> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'firing-nginx-'))
  const directives = proxyDirectives({
    instances,
    listen: `127.0.0.1:${port}`,
    revealUpstream: true,
  })
  const file = path.join(dir, 'nginx.conf')
  await fs.writeFile(file, nginxConfig(dir, directives))
  // -e: the startup error log too, before the config's own error_log takes over.
  const args = ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')]
  const child = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  // Last resort: a runner that dies without afterAll must not leave nginx holding the port.
  const orphaned = () => child.kill('SIGKILL')
  process.once('exit', orphaned)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code}: ${output}`))),
  )
  exited.catch(() => {})
  await Promise.race([waitForListener(port), exited])
  const errors = () => fs.readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')
  const stop = async () => {
    process.off('exit', orphaned)
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM: nginx's fast stop; the master takes its workers with it.
      const gone = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await gone
    }
    await fs.rm(dir, { recursive: true, force: true })
  }
  return { url, child, errors, stop }
}

/** Resolves once something accepts connections on 127.0.0.1:`port` (up to 10 s). */
async function waitForListener(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/nginx-probe' }, (response) => {
        response.resume()
        resolve(true)
      })
      request.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nginx did not listen on ${port}`)
}
