import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';
const KEY_FILE = 'secret.key';

/**
 * Secrets the server must use again itself — a data source's password (FieldDef.secret) — sealed with
 * AES-256-GCM. The key lives outside the database (SECRET_KEY, else DATA_DIR/secret.key, made on first start,
 * readable by the server's user only), so a copy of the database alone gives none of them away. JeecgBoot
 * used a fixed key in its source and decrypted the passwords into its list answer (reference/JEECG.md §5.1).
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** From a base64 key of 32 bytes, else the key file in the data directory (created when missing). */
  static load(opts: { key?: string; dataDir: string }): SecretBox {
    if (opts.key) return new SecretBox(SecretBox.decodeKey(opts.key, 'SECRET_KEY'));
    const file = path.join(opts.dataDir, KEY_FILE);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(opts.dataDir, { recursive: true });
      // 'wx': two servers starting on one directory keep the first key instead of overwriting it.
      try {
        fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    return new SecretBox(SecretBox.decodeKey(fs.readFileSync(file, 'utf8').trim(), file));
  }

  private static decodeKey(text: string, where: string): Buffer {
    const key = Buffer.from(text, 'base64');
    if (key.length !== 32) throw new Error(`${where} 必须是 32 字节密钥的 base64 编码（可用 openssl rand -base64 32 生成）`);
    return key;
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url; a fresh IV each time, so equal secrets seal differently. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** The secret, or null when it was sealed under another key or is not a sealed value at all. */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /**
   * What the data log keeps of a sealed secret: a short digest of the sealed text, which tells that a new
   * secret was entered (each seal differs) and nothing about the secret itself.
   */
  static fingerprint(sealed: string): string {
    return `sealed:${createHash('sha256').update(sealed).digest('hex').slice(0, 12)}`;
  }
}
