// node --import tsx --import ./register.mjs run-journey.ts <script>: installs the k6 shim's resolution hooks.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
globalThis.__ENV = { ...process.env };
