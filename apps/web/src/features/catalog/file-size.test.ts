import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize', () => {
  it('formats with a decimal comma and one decimal', () => {
    expect(fileSize(1_258_291)).toEqual({ value: '1,2', unit: 'mb' });
    expect(fileSize(24_623)).toEqual({ value: '24', unit: 'kb' });
    expect(fileSize(1536)).toEqual({ value: '1,5', unit: 'kb' });
    expect(fileSize(512)).toEqual({ value: '512', unit: 'b' });
    expect(fileSize(3 * 1024 ** 3)).toEqual({ value: '3', unit: 'gb' });
    expect(fileSize(-1)).toEqual({ value: '0', unit: 'b' });
  });
});
