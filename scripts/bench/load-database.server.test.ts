import { describe, expect, it } from 'vitest';
import { describeUrl, postgresServerUrl, withDatabaseName } from './load-database.ts';

describe('load databases', () => {
  it('benches against BENCH_DATABASE_URL, else TEST_DATABASE_URL, else none', () => {
    expect(postgresServerUrl({ BENCH_DATABASE_URL: ' postgres://a/b ', TEST_DATABASE_URL: 'postgres://c/d' })).toBe('postgres://a/b');
    expect(postgresServerUrl({ BENCH_DATABASE_URL: '  ', TEST_DATABASE_URL: 'postgres://c/d' })).toBe('postgres://c/d');
    expect(postgresServerUrl({})).toBeUndefined();
  });

  it('names the fresh database in the server URL, keeping credentials and options', () => {
    expect(withDatabaseName('postgres://u:secret@127.0.0.1:5432/test?sslmode=disable', 'bench_0a1b')).toBe(
      'postgres://u:secret@127.0.0.1:5432/bench_0a1b?sslmode=disable',
    );
    expect(withDatabaseName('postgres://postgres@db', 'bench_0a1b')).toBe('postgres://postgres@db/bench_0a1b');
  });

  it('describes a database without its user or password', () => {
    expect(describeUrl('postgres://u:secret@127.0.0.1:5432/bench_0a1b?sslmode=disable')).toBe('127.0.0.1:5432/bench_0a1b');
  });
});
