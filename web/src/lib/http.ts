import ky from 'ky';

/** The one HTTP client. Paths are written without a leading slash ('api/getEvents/no'). */
export const http = ky.create({
  prefixUrl: '/',
  timeout: 15_000,
  retry: 0,
  headers: { Accept: 'application/json' },
});
