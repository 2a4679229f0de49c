// The correctness panel: every profile, by region.
import { BC } from './profiles-bc';
import { DUTIES_EAST } from './profiles-duties-east';
import { DUTIES_WEST } from './profiles-duties-west';
import { FEDERAL } from './profiles-federal';
import { NB_NS } from './profiles-nb-ns';
import { NORTH } from './profiles-north';
import { ONTARIO } from './profiles-ontario';
import { PE_NL } from './profiles-pe-nl';
import { PRAIRIES } from './profiles-prairies';
import { QUEBEC } from './profiles-quebec';
import { TORONTO } from './profiles-toronto';

export const PROFILES = [
  ...TORONTO,
  ...ONTARIO,
  ...QUEBEC,
  ...BC,
  ...PRAIRIES,
  ...NB_NS,
  ...PE_NL,
  ...NORTH,
  ...FEDERAL,
  ...DUTIES_EAST,
  ...DUTIES_WEST,
];
