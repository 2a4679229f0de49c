// The area codes (NPAs) of the North American Numbering Plan that are geographic codes of Canada
// and the United States: the only ones an SMS may go to (issue 31). Other +1 numbers cost far more
// or are someone else's revenue: premium 900/976, toll-free 8XX, personal-communication 5XX,
// Canadian non-geographic 600/622/633, and the Caribbean and Pacific members (Jamaica 876/658, the
// Dominican Republic 809/829/849, Bahamas 242, Puerto Rico 787/939, Guam 671, …), which Twilio
// bills as international destinations and SMS pumping targets.
//
// Source: NANPA's NPA database, "NPA Report" (https://nationalnanpa.com/nanp1/npa_report.csv,
// file date 11/26/2025): every row with COUNTRY US or CANADA, USE "G" (geographic) and ASSIGNED
// "Yes", less the US territories (LOCATION AS, CNMI, GU, PR, VI: 340, 670, 671, 684, 787, 939).
// That is 430 codes (56 Canadian, 374 US), overlays included; six were assigned but
// not yet in service on that date (273 QC from 2027-02-27, 465 NY, 471 MS, 483 AL in 2026, 565 GA,
// 761 KY): listed so the rule need not change when they open, and harmless before (no number
// exists there). To update: re-run the same filter on a newer report and replace the lists.

/** Canada's geographic area codes, overlays included. */
export const CANADA_AREA_CODES: readonly number[] = [
  204, 226, 236, 249, 250, 257, 263, 273, 289, 306, 343, 354, 365, 367, 368, 382, 403, 416, 418, 428, 431,
  437, 438, 450, 468, 474, 506, 514, 519, 548, 579, 581, 584, 587, 604, 613, 639, 647, 672, 683, 705, 709,
  742, 753, 778, 780, 782, 807, 819, 825, 867, 873, 879, 902, 905, 942,
];

/** The United States' geographic area codes (the 50 states and DC), overlays included. */
export const US_AREA_CODES: readonly number[] = [
  201, 202, 203, 205, 206, 207, 208, 209, 210, 212, 213, 214, 215, 216, 217, 218, 219, 220, 223, 224, 225,
  227, 228, 229, 231, 234, 235, 239, 240, 248, 251, 252, 253, 254, 256, 260, 262, 267, 269, 270, 272, 274,
  276, 279, 281, 283, 301, 302, 303, 304, 305, 307, 308, 309, 310, 312, 313, 314, 315, 316, 317, 318, 319,
  320, 321, 323, 324, 325, 326, 327, 329, 330, 331, 332, 334, 336, 337, 339, 341, 346, 347, 350, 351, 352,
  353, 357, 360, 361, 363, 364, 369, 380, 385, 386, 401, 402, 404, 405, 406, 407, 408, 409, 410, 412, 413,
  414, 415, 417, 419, 423, 424, 425, 430, 432, 434, 435, 436, 440, 442, 443, 445, 447, 448, 457, 458, 463,
  464, 465, 469, 470, 471, 472, 475, 478, 479, 480, 483, 484, 501, 502, 503, 504, 505, 507, 508, 509, 510,
  512, 513, 515, 516, 517, 518, 520, 530, 531, 534, 539, 540, 541, 551, 557, 559, 561, 562, 563, 564, 565,
  567, 570, 571, 572, 573, 574, 575, 580, 582, 585, 586, 601, 602, 603, 605, 606, 607, 608, 609, 610, 612,
  614, 615, 616, 617, 618, 619, 620, 621, 623, 624, 626, 628, 629, 630, 631, 636, 640, 641, 645, 646, 650,
  651, 656, 657, 659, 660, 661, 662, 667, 669, 678, 679, 680, 681, 682, 686, 689, 701, 702, 703, 704, 706,
  707, 708, 712, 713, 714, 715, 716, 717, 718, 719, 720, 724, 725, 726, 727, 728, 729, 730, 731, 732, 734,
  737, 738, 740, 743, 747, 748, 754, 757, 760, 761, 762, 763, 765, 769, 770, 771, 772, 773, 774, 775, 779,
  781, 785, 786, 801, 802, 803, 804, 805, 806, 808, 810, 812, 813, 814, 815, 816, 817, 818, 820, 821, 826,
  828, 830, 831, 832, 835, 837, 838, 839, 840, 843, 845, 847, 848, 850, 854, 856, 857, 858, 859, 860, 861,
  862, 863, 864, 865, 870, 872, 878, 901, 903, 904, 906, 907, 908, 909, 910, 912, 913, 914, 915, 916, 917,
  918, 919, 920, 924, 925, 928, 929, 930, 931, 934, 936, 937, 938, 940, 941, 943, 945, 947, 948, 949, 951,
  952, 954, 956, 959, 970, 971, 972, 973, 975, 978, 979, 980, 983, 984, 985, 986, 989,
];

const ALLOWED = new Set([...CANADA_AREA_CODES, ...US_AREA_CODES]);

/** Whether an SMS may go to a number with this 3-digit area code. */
export const isCanadaOrUsAreaCode = (npa: string): boolean => ALLOWED.has(Number(npa));
