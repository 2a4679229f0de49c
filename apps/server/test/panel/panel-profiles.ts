// The correctness panel: every profile, by region.
import { ATLANTIC } from './profiles-atlantic';
import { FEDERAL } from './profiles-federal';
import { NORTH } from './profiles-north';
import { ONTARIO } from './profiles-ontario';
import { QUEBEC } from './profiles-quebec';
import { WEST } from './profiles-west';

export const PROFILES = [...ONTARIO, ...QUEBEC, ...WEST, ...ATLANTIC, ...NORTH, ...FEDERAL];
