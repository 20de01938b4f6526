import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ErrorBody, endpoint, fillPath } from '../../src/shared/api/endpoint';

describe('fillPath', () => {
  it('leaves a path without parameters alone', () => {
    expect(fillPath('/class/getall')).toBe('/class/getall');
    expect(fillPath('/class/getall', { id: 'x' })).toBe('/class/getall');
  });

  it('fills every parameter', () => {
    expect(fillPath('/class/:classID/student/:studentID', { classID: 'c1', studentID: 's2' })).toBe('/class/c1/student/s2');
  });

  it('URL-encodes values so they cannot change the path', () => {
    expect(fillPath('/class/delete/:id', { id: 'a b/../c?d=1#e' })).toBe('/class/delete/a%20b%2F..%2Fc%3Fd%3D1%23e');
  });

  it('keeps an empty value (it is given, just empty)', () => {
    expect(fillPath('/class/delete/:id', { id: '' })).toBe('/class/delete/');
  });

  it('throws on a missing parameter', () => {
    expect(() => fillPath('/class/delete/:id')).toThrow('Missing path parameter id for /class/delete/:id');
    expect(() => fillPath('/a/:one/:two', { one: '1' })).toThrow(/Missing path parameter two/);
  });
});

describe('endpoint', () => {
  it('defaults query and body to undefined and keeps the rest', () => {
    const response = v.string();
    const e = endpoint({ method: 'GET', path: '/class/getcode', response });
    expect(e).toEqual({ method: 'GET', path: '/class/getcode', query: undefined, body: undefined, response });
  });

  it('keeps a given body schema', () => {
    const body = v.object({ name: v.string() });
    expect(endpoint({ method: 'POST', path: '/x', body, response: v.string() }).body).toBe(body);
  });
});

describe('ErrorBody', () => {
  it('is { message }', () => {
    expect(v.is(ErrorBody, { message: 'Invalid Class Code' })).toBe(true);
    expect(v.is(ErrorBody, { error: 'x' })).toBe(false);
  });
});
