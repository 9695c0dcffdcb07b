import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues';
import { POINT_CONVERSION_SERVER_ERRORS, createPointConversionSchema, pointConversionForm } from './point-conversion';

describe('point conversion form', () => {
  const form = pointConversionForm({ remainingPoints: 35_200 });

  it('types the points as an amount (thousands-separated) with the remaining points and the minimum under it', () => {
    const [point] = form.fields;
    expect(point?.kind).toBe('amount');
    expect(point?.helpValues).toEqual({ remaining: { number: 35_200 }, min: { number: 1000 } });
  });

  it('accepts the boundaries: the minimum and exactly the remaining points', () => {
    const schema = createPointConversionSchema({ remainingPoints: 35_200 });
    expect(schema.parse({ point: '1000' })).toEqual({ point: 1000 });
    expect(schema.parse({ point: '35200' })).toEqual({ point: 35_200 });
    expect(messagesOf(schema, { point: '35201' })).toEqual({ point: 'forms.pointConversion.point.max' });
  });

  it('asks for confirmation with the points and the cash they become (1 point = 1 won)', () =>
    expect(form.confirm?.({ point: 12_000 }, {})).toEqual({
      message: 'forms.pointConversion.confirm',
      values: { point: { number: 12_000 }, cash: { won: 12_000 } },
    }));

  it('shows P001-P004 under the points; P009 and the rest above the form', () => {
    expect(POINT_CONVERSION_SERVER_ERRORS).toEqual({ P001: 'point', P002: 'point', P003: 'point', P004: 'point' });
    expect(Object.keys(POINT_CONVERSION_SERVER_ERRORS)).not.toContain('P009');
  });
});
