// k6/encoding for Node.
function b64encode(input: string | ArrayBuffer, encoding = 'std'): string {
  const buffer = typeof input === 'string' ? Buffer.from(input) : Buffer.from(new Uint8Array(input));
  return encoding.startsWith('rawurl') || encoding === 'url' ? buffer.toString('base64url') : buffer.toString('base64');
}

export default { b64encode };
