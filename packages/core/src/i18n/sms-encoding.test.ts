import { describe, expect, it } from 'vitest';
import { countSms, foldToGsm7, gsm7Septets, isGsm7 } from './sms-encoding';

describe('SMS encoding', () => {
  it('keeps é è à ù É Ç in GSM-7 and counts them one septet each', () => {
    expect(isGsm7('éèàùÉÇ')).toBe(true);
    expect(gsm7Septets('Expiré à la fin')).toBe(15);
  });

  it('turns the whole message into UCS-2 for ç â ê î ô û ë ï', () => {
    for (const ch of ['ç', 'â', 'ê', 'î', 'ô', 'û', 'ë', 'ï', '’', '«']) {
      expect(isGsm7(`Permis ${ch}`), ch).toBe(false);
      expect(countSms(`Permis ${ch}`).encoding).toBe('ucs2');
    }
  });

  it('counts extension characters as two septets', () => {
    expect(gsm7Septets('[€]')).toBe(6);
  });

  it('counts segments: 160 septets or 70 units in one message, then 153 or 67 per part', () => {
    expect(countSms('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(countSms('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(countSms('€'.repeat(80)).segments).toBe(1);
    expect(countSms('€'.repeat(81)).segments).toBe(2);
    expect(countSms('ê'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(countSms('ê'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
    expect(countSms('ê'.repeat(135)).segments).toBe(3);
  });

  it('folds user text into GSM-7, keeping the accents GSM-7 has', () => {
    expect(foldToGsm7('Permis de boîte à chanson, façade, fête')).toBe(
      'Permis de boite à chanson, facade, fete',
    );
    expect(foldToGsm7('L’été « Noël » — 🍁')).toBe('L\'été " Noel " - ?');
    expect(isGsm7(foldToGsm7('ÂÊÎÔÛ çàéï 漢'))).toBe(true);
  });
});
