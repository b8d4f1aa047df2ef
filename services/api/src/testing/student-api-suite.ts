import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll } from 'vitest';
import { startStudentApi, type StudentApi } from './student-api.ts';

/**
 * The usual set-up of a student API test file: before all its tests, a fresh test database and the student API on
 * it (handed to `onStart`); after them, the API closed and then the database disposed. Call at the top level:
 *
 *   let testDb: TestDb;
 *   let api: StudentApi;
 *   setUpStudentApi((started) => ({ testDb, api } = started));
 */
export function setUpStudentApi(
  onStart: (started: { testDb: TestDb; api: StudentApi }) => void,
  options: Parameters<typeof startStudentApi>[1] = {},
): void {
  let testDb: TestDb;
  let api: StudentApi;

  beforeAll(async () => {
    testDb = await openTestDb();
    api = await startStudentApi(testDb.db, options);
    onStart({ testDb, api });
  });

  afterAll(async () => {
    await api.close();
    await testDb.dispose();
  });
}
