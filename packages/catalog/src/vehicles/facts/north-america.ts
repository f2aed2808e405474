// Generation facts for the North American makes of the vehicle list (makes-north-america.ts), in millimetres.
import { generations, wikipedia } from './define.ts';
import type { GenerationFacts } from './types.ts';

const REGULAR_CAB = { cab: 'regular', doors: 2, roofRatio: 0.12 } as const;
const EXTENDED_CAB = { cab: 'extended', roofRatio: 0.16 } as const;
const BLIND_VAN = (roof: 'low' | 'medium' | 'high') => ({ van: { roof, sideWindows: false } });

export const NORTH_AMERICAN_FACTS: readonly GenerationFacts[] = [
  // Ford
  ...generations('Ford', 'F-150', { shape: 'pickup', cab: 'crew', bedLengthMm: 1676, source: wikipedia('Ford_F-Series') }, [
    ['Eighth generation', 1990, 1991, 5350, 3378, 1855, 830, 15, { ...REGULAR_CAB, bedLengthMm: 2438 }],
    ['Ninth generation', 1992, 1996, 5370, 3378, 1850, 840, 15, { ...REGULAR_CAB, bedLengthMm: 2438 }],
    ['PN96', 1997, 2003, 5600, 3518, 1880, 870, 16, { ...EXTENDED_CAB, bedLengthMm: 1981 }],
    ['P221', 2004, 2008, 5685, 3670, 1900, 900, 17],
    ['P415', 2009, 2014, 5890, 3670, 1930, 930, 18],
    ['P552', 2015, 2020, 5890, 3683, 1960, 940, 18],
    ['P702', 2021, 2026, 5885, 3693, 1960, 940, 18],
  ]),
  ...generations('Ford', 'F-250 Super Duty', { shape: 'pickup', cab: 'crew', bedLengthMm: 2057, source: wikipedia('Ford_Super_Duty') }, [
    ['P131', 1999, 2007, 6290, 3967, 2040, 990, 16],
    ['P356', 2008, 2016, 6290, 3967, 2030, 1000, 18],
    ['P558', 2017, 2022, 6350, 4059, 2030, 1010, 18],
    ['P708', 2023, 2026, 6363, 4059, 2050, 1020, 18],
  ]),
  ...generations('Ford', 'Ranger', { shape: 'pickup', cab: 'crew', bedLengthMm: 1549, source: wikipedia('Ford_Ranger_(Americas)') }, [
    ['First generation', 1990, 1992, 4500, 2743, 1640, 760, 14, { ...REGULAR_CAB, bedLengthMm: 1829 }],
    ['Second generation', 1993, 1997, 4680, 2741, 1640, 780, 15, { ...REGULAR_CAB, bedLengthMm: 1829 }],
    ['Third generation', 1998, 2011, 5171, 3198, 1670, 800, 15, { ...EXTENDED_CAB, bedLengthMm: 1829 }],
    ['T6 (PX)', 2019, 2023, 5354, 3220, 1806, 880, 17, { source: wikipedia('Ford_Ranger_(T6)') }],
    ['P703', 2024, 2026, 5370, 3270, 1870, 900, 17, { source: wikipedia('Ford_Ranger_(T6)') }],
  ]),
  ...generations('Ford', 'Maverick', { shape: 'pickup', cab: 'crew', bedLengthMm: 1372, powertrain: 'hybrid', source: wikipedia('Ford_Maverick_(2022)') }, [
    ['P758', 2022, 2026, 5072, 3076, 1745, 900, 17],
  ]),
  ...generations('Ford', 'Mustang', { shape: 'coupe', hoodRatio: 0.4, source: wikipedia('Ford_Mustang') }, [
    ['Fox', 1990, 1993, 4562, 2553, 1321, 950, 15, { doors: 3 }],
    ['SN95', 1994, 1998, 4610, 2573, 1351, 980, 16],
    ['SN95 (New Edge)', 1999, 2004, 4653, 2573, 1346, 1000, 16],
    ['S197', 2005, 2014, 4765, 2720, 1384, 960, 18],
    ['S550', 2015, 2023, 4784, 2720, 1381, 940, 18],
    ['S650', 2024, 2026, 4811, 2718, 1402, 950, 18],
  ]),
  ...generations('Ford', 'Mustang', { shape: 'convertible', top: 'soft', hoodRatio: 0.4, source: wikipedia('Ford_Mustang_(sixth_generation)') }, [
    ['S550 Convertible', 2015, 2023, 4784, 2720, 1394, 940, 18],
    ['S650 Convertible', 2024, 2026, 4811, 2718, 1397, 950, 18, { source: wikipedia('Ford_Mustang_(seventh_generation)') }],
  ]),
  ...generations('Ford', 'Mustang Mach-E', { shape: 'suv', powertrain: 'ev', roofRatio: 0.34, source: wikipedia('Ford_Mustang_Mach-E') }, [
    ['CX727', 2021, 2026, 4713, 2984, 1624, 850, 18],
  ]),
  ...generations('Ford', 'Explorer', { shape: 'suv', source: wikipedia('Ford_Explorer') }, [
    ['UN46', 1991, 1994, 4681, 2842, 1720, 780, 15],
    ['UN105', 1995, 2001, 4844, 2832, 1785, 800, 15],
    ['U152', 2002, 2005, 4813, 2891, 1833, 850, 16],
    ['U251', 2006, 2010, 4912, 2888, 1814, 880, 17],
    ['U502', 2011, 2019, 5006, 2860, 1788, 960, 18],
    ['U625', 2020, 2026, 5050, 3025, 1775, 860, 18],
  ]),
  ...generations('Ford', 'Expedition', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Ford_Expedition') }, [
    ['UN93', 1997, 2002, 5197, 3025, 1950, 880, 16],
    ['U222', 2003, 2006, 5245, 3023, 1948, 900, 17],
    ['U324', 2007, 2017, 5245, 3023, 1960, 900, 18],
    ['U553', 2018, 2024, 5334, 3112, 1945, 930, 20],
  ]),
  ...generations('Ford', 'Escape', { shape: 'suv', source: wikipedia('Ford_Escape') }, [
    ['First generation', 2001, 2007, 4394, 2619, 1755, 850, 16],
    ['Second generation', 2008, 2012, 4437, 2619, 1725, 870, 16],
    ['C520', 2013, 2019, 4524, 2690, 1684, 920, 17],
    ['CX482', 2020, 2026, 4585, 2710, 1679, 930, 17],
  ]),
  ...generations('Ford', 'Kuga', { shape: 'suv', source: wikipedia('Ford_Kuga') }, [
    ['C394', 2008, 2012, 4443, 2690, 1710, 900, 17],
    ['C520', 2013, 2019, 4524, 2690, 1689, 920, 17],
    ['CX482', 2020, 2026, 4614, 2710, 1666, 950, 18],
  ]),
  ...generations('Ford', 'Edge', { shape: 'suv', source: wikipedia('Ford_Edge') }, [
    ['U387', 2007, 2014, 4717, 2824, 1702, 900, 18],
    ['CD539', 2015, 2024, 4796, 2850, 1735, 930, 18],
  ]),
  ...generations('Ford', 'Bronco', { shape: 'two-door-suv', top: 'removable', hoodRatio: 0.33, roofRatio: 0.5, beltRatio: 0.6, source: wikipedia('Ford_Bronco') }, [
    ['Fourth generation', 1990, 1991, 4585, 2659, 1880, 830, 15],
    ['Fifth generation', 1992, 1996, 4663, 2659, 1880, 830, 15],
    ['U725 (four-door)', 2021, 2026, 4811, 2949, 1854, 780, 17, { shape: 'suv', doors: 5, rearSpare: true, source: wikipedia('Ford_Bronco_(sixth_generation)') }],
  ]),
  ...generations('Ford', 'Bronco Sport', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Ford_Bronco_Sport') }, [
    ['CX430', 2021, 2026, 4387, 2670, 1786, 830, 17],
  ]),
  ...generations('Ford', 'EcoSport', { shape: 'suv', rearSpare: true, source: wikipedia('Ford_EcoSport') }, [
    ['B515', 2018, 2022, 4097, 2519, 1653, 760, 16],
  ]),
  ...generations('Ford', 'Flex', { shape: 'suv', roofRatio: 0.55, beltRatio: 0.62, source: wikipedia('Ford_Flex') }, [
    ['D471', 2009, 2019, 5126, 2995, 1727, 980, 18],
  ]),
  ...generations('Ford', 'Taurus', { shape: 'sedan', source: wikipedia('Ford_Taurus') }, [
    ['First generation', 1990, 1991, 4785, 2692, 1382, 940, 14],
    ['Second generation', 1992, 1995, 4877, 2692, 1372, 960, 15],
    ['Third generation', 1996, 1999, 5017, 2756, 1412, 1000, 16],
    ['Fourth generation', 2000, 2005, 5019, 2756, 1440, 1000, 16],
    ['Fifth generation (D258)', 2008, 2009, 5088, 2868, 1544, 1000, 17],
    ['Sixth generation (D258)', 2010, 2019, 5154, 2868, 1542, 1030, 18],
  ]),
  ...generations('Ford', 'Fusion', { shape: 'sedan', source: wikipedia('Ford_Fusion_(Americas)') }, [
    ['CD338', 2006, 2012, 4841, 2728, 1453, 960, 17],
    ['CD391', 2013, 2020, 4872, 2850, 1478, 980, 17],
  ]),
  ...generations('Ford', 'Focus', { shape: 'sedan', source: wikipedia('Ford_Focus') }, [
    ['C170', 2000, 2007, 4440, 2615, 1440, 880, 15],
    ['Second generation (North America)', 2008, 2011, 4445, 2614, 1476, 900, 15],
    ['C346', 2012, 2018, 4534, 2649, 1466, 900, 16],
  ]),
  ...generations('Ford', 'Focus', { shape: 'hatchback', source: wikipedia('Ford_Focus') }, [
    ['C170 hatchback', 2000, 2007, 4152, 2615, 1430, 870, 15],
    ['C346 hatchback', 2012, 2018, 4358, 2648, 1484, 900, 16],
  ]),
  ...generations('Ford', 'Fiesta', { shape: 'sedan', source: wikipedia('Ford_Fiesta_(sixth_generation)') }, [
    ['B299 sedan', 2011, 2019, 4409, 2489, 1473, 860, 15],
  ]),
  ...generations('Ford', 'Fiesta', { shape: 'hatchback', source: wikipedia('Ford_Fiesta_(sixth_generation)') }, [
    ['B299 hatchback', 2011, 2019, 4067, 2489, 1473, 860, 15],
  ]),
  ...generations('Ford', 'Escort', { shape: 'sedan', source: wikipedia('Ford_Escort_(North_America)') }, [
    ['Second generation', 1991, 1996, 4341, 2499, 1336, 870, 14],
    ['Third generation', 1997, 2003, 4437, 2499, 1351, 900, 14],
  ]),
  ...generations('Ford', 'Crown Victoria', { shape: 'sedan', hoodRatio: 0.38, source: wikipedia('Ford_Crown_Victoria') }, [
    ['EN53', 1992, 1997, 5385, 2906, 1440, 1040, 15],
    ['EN114', 1998, 2011, 5385, 2913, 1450, 1040, 16],
  ]),
  ...generations('Ford', 'Thunderbird', { shape: 'coupe', hoodRatio: 0.4, source: wikipedia('Ford_Thunderbird') }, [
    ['MN12', 1990, 1997, 5047, 2870, 1336, 990, 15],
    ['Eleventh generation', 2002, 2005, 4732, 2723, 1318, 900, 17, { shape: 'roadster', top: 'soft' }],
  ]),
  ...generations('Ford', 'Windstar', { shape: 'minivan', source: wikipedia('Ford_Windstar') }, [
    ['WIN88', 1995, 1998, 5110, 3066, 1732, 980, 15],
    ['WIN126', 1999, 2003, 5103, 3066, 1737, 980, 16],
  ]),
  ...generations('Ford', 'Transit', { shape: 'cargo-van', hoodRatio: 0.18, ...BLIND_VAN('medium'), source: `${wikipedia('Ford_Transit')}; 148-in (L3) wheelbase medium roof, roof 100.8 in per Ford's US launch` }, [
    ['V363', 2015, 2026, 5981, 3750, 2560, 1000, 16],
  ]),
  ...generations('Ford', 'Transit Custom', { shape: 'cargo-van', hoodRatio: 0.19, ...BLIND_VAN('low'), source: `${wikipedia('Ford_Transit_Custom')}; L1H1 van` }, [
    ['V362', 2013, 2023, 4972, 2933, 2010, 960, 16],
    ['V710', 2024, 2026, 5050, 3100, 1980, 950, 17],
  ]),
  ...generations('Ford', 'Transit Connect', { shape: 'cargo-van', hoodRatio: 0.22, roofRatio: 0.62, source: wikipedia('Ford_Transit_Connect') }, [
    ['V227', 2010, 2013, 4587, 2912, 2010, 830, 15, BLIND_VAN('high')],
    ['V408 (long wheelbase)', 2014, 2023, 4818, 3062, 1850, 860, 16, BLIND_VAN('low')],
  ]),
  ...generations('Ford', 'E-Series', { shape: 'cargo-van', hoodRatio: 0.25, roofRatio: 0.62, ...BLIND_VAN('low'), source: wikipedia('Ford_E-Series') }, [
    ['Fourth generation', 1992, 2014, 5390, 3505, 2060, 940, 16],
  ]),

  // Chevrolet and GMC (shared GM trucks, vans and SUVs)
  ...generations('Chevrolet', 'C/K 1500', { shape: 'pickup', ...REGULAR_CAB, bedLengthMm: 2438, source: wikipedia('Chevrolet_C/K_(fourth_generation)') }, [
    ['GMT400', 1990, 1998, 5400, 3340, 1800, 860, 15],
  ]),
  ...generations('Chevrolet', 'Silverado 1500', { shape: 'pickup', cab: 'crew', bedLengthMm: 1753, source: wikipedia('Chevrolet_Silverado') }, [
    ['GMT800', 1999, 2006, 5781, 3645, 1880, 880, 16, { ...EXTENDED_CAB, bedLengthMm: 1981 }],
    ['GMT900', 2007, 2013, 5847, 3645, 1869, 900, 17],
    ['K2XX', 2014, 2018, 5842, 3645, 1880, 920, 18],
    ['T1XX', 2019, 2026, 5885, 3744, 1917, 940, 18, { bedLengthMm: 1776 }],
  ]),
  ...generations('Chevrolet', 'S-10', { shape: 'pickup', ...REGULAR_CAB, bedLengthMm: 1829, source: wikipedia('Chevrolet_S-10') }, [
    ['First generation', 1990, 1993, 4526, 2751, 1610, 760, 14],
    ['Second generation', 1994, 2004, 4790, 2751, 1600, 800, 15],
  ]),
  ...generations('Chevrolet', 'Colorado', { shape: 'pickup', cab: 'crew', bedLengthMm: 1524, source: wikipedia('Chevrolet_Colorado') }, [
    ['GMT355', 2004, 2012, 5260, 3200, 1700, 860, 15],
    ['31XX', 2015, 2022, 5403, 3259, 1786, 900, 17, { bedLengthMm: 1572 }],
    ['31XX-2', 2023, 2026, 5415, 3337, 1790, 900, 17, { bedLengthMm: 1576 }],
  ]),
  ...generations('Chevrolet', 'Tahoe', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Chevrolet_Tahoe') }, [
    ['GMT400', 1995, 1999, 5057, 2985, 1830, 860, 16],
    ['GMT800', 2000, 2006, 5052, 2946, 1946, 880, 16],
    ['GMT900', 2007, 2014, 5131, 2946, 1956, 900, 17],
    ['K2XX', 2015, 2020, 5182, 2946, 1890, 930, 18],
    ['T1XX', 2021, 2026, 5352, 3071, 1927, 960, 20],
  ]),
  ...generations('Chevrolet', 'Suburban', { shape: 'suv', roofRatio: 0.55, source: wikipedia('Chevrolet_Suburban') }, [
    ['R/V', 1990, 1991, 5575, 3289, 1800, 880, 15],
    ['GMT400', 1992, 1999, 5575, 3340, 1850, 880, 16],
    ['GMT800', 2000, 2006, 5570, 3302, 1951, 880, 16],
    ['GMT900', 2007, 2014, 5649, 3302, 1948, 900, 17],
    ['K2XX', 2015, 2020, 5700, 3302, 1892, 930, 18],
    ['T1XX', 2021, 2026, 5733, 3406, 1923, 960, 20],
  ]),
  ...generations('Chevrolet', 'Blazer', { shape: 'suv', source: wikipedia('Chevrolet_Blazer') }, [
    ['GMT330', 1995, 2005, 4602, 2718, 1643, 800, 15],
    ['C1XX', 2019, 2026, 4862, 2863, 1702, 920, 20, { roofRatio: 0.38, beltRatio: 0.66 }],
  ]),
  ...generations('Chevrolet', 'Equinox', { shape: 'suv', source: wikipedia('Chevrolet_Equinox') }, [
    ['GMT191', 2005, 2009, 4796, 2858, 1760, 900, 17],
    ['Second generation', 2010, 2017, 4770, 2858, 1722, 910, 17],
    ['D2XX', 2018, 2024, 4651, 2725, 1661, 900, 17],
  ]),
  ...generations('Chevrolet', 'Traverse', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Chevrolet_Traverse') }, [
    ['Lambda', 2009, 2017, 5207, 3020, 1846, 980, 18],
    ['C1XX', 2018, 2023, 5189, 3071, 1796, 960, 18],
  ]),
  ...generations('Chevrolet', 'Trailblazer', { shape: 'suv', source: wikipedia('Chevrolet_Trailblazer') }, [
    ['GMT360', 2002, 2009, 4872, 2870, 1801, 880, 17],
    ['9BQC', 2021, 2026, 4412, 2640, 1654, 860, 17],
  ]),
  ...generations('Chevrolet', 'Trax', { shape: 'suv', source: wikipedia('Chevrolet_Trax') }, [
    ['First generation', 2015, 2022, 4280, 2555, 1674, 860, 16],
    ['Second generation', 2024, 2026, 4537, 2700, 1560, 900, 17, { roofRatio: 0.4 }],
  ]),
  ...generations('Chevrolet', 'Camaro', { shape: 'coupe', hoodRatio: 0.42, beltRatio: 0.72, source: wikipedia('Chevrolet_Camaro') }, [
    ['Third generation', 1990, 1992, 4877, 2565, 1275, 1050, 15, { doors: 3 }],
    ['Fourth generation', 1993, 2002, 4915, 2568, 1303, 1080, 16, { doors: 3 }],
    ['Fifth generation', 2010, 2015, 4836, 2852, 1376, 1000, 18],
    ['Sixth generation', 2016, 2024, 4783, 2812, 1348, 980, 18],
  ]),
  ...generations('Chevrolet', 'Corvette', { shape: 'coupe', top: 'targa', hoodRatio: 0.46, roofRatio: 0.15, source: wikipedia('Chevrolet_Corvette') }, [
    ['C4', 1990, 1996, 4534, 2443, 1186, 1000, 17],
    ['C5', 1997, 2004, 4564, 2654, 1212, 960, 18],
    ['C6', 2005, 2013, 4435, 2685, 1244, 880, 18],
    ['C7', 2014, 2019, 4493, 2710, 1239, 910, 19],
    ['C8', 2020, 2026, 4630, 2723, 1234, 1000, 20, { engine: 'mid', hoodRatio: 0.3, source: 'https://en.wikipedia.org/wiki/Chevrolet_Corvette_(C8) (infobox: 182.3 in, 107.2 in, 48.6 in)' }],
  ]),
  ...generations('Chevrolet', 'Corvette', { shape: 'roadster', top: 'soft', hoodRatio: 0.46, source: wikipedia('Chevrolet_Corvette') }, [
    ['C6 Convertible', 2005, 2013, 4435, 2685, 1242, 880, 18],
    ['C7 Convertible', 2014, 2019, 4493, 2710, 1244, 910, 19],
    ['C8 Convertible', 2020, 2026, 4630, 2723, 1234, 1000, 20, { engine: 'mid', top: 'hard', hoodRatio: 0.3 }],
  ]),
  ...generations('Chevrolet', 'Malibu', { shape: 'sedan', source: wikipedia('Chevrolet_Malibu') }, [
    ['N-body', 1997, 2003, 4836, 2718, 1440, 960, 15],
    ['Epsilon', 2004, 2007, 4775, 2700, 1461, 950, 16],
    ['Epsilon (seventh generation)', 2008, 2012, 4872, 2852, 1451, 980, 17],
    ['Epsilon II', 2013, 2015, 4864, 2738, 1466, 980, 17],
    ['E2XX', 2016, 2025, 4923, 2830, 1466, 990, 17],
  ]),
  ...generations('Chevrolet', 'Impala', { shape: 'sedan', source: wikipedia('Chevrolet_Impala') }, [
    ['B-body', 1994, 1996, 5438, 2944, 1394, 1070, 17],
    ['W-body', 2000, 2005, 5080, 2807, 1455, 1010, 16],
    ['W-body (ninth generation)', 2006, 2013, 5090, 2807, 1491, 1010, 16],
    ['Epsilon II', 2014, 2020, 5113, 2837, 1496, 1040, 18],
  ]),
  ...generations('Chevrolet', 'Cavalier', { shape: 'sedan', source: wikipedia('Chevrolet_Cavalier') }, [
    ['J-body (third generation)', 1995, 2005, 4580, 2644, 1382, 910, 15],
  ]),
  ...generations('Chevrolet', 'Cruze', { shape: 'sedan', source: wikipedia('Chevrolet_Cruze') }, [
    ['J300', 2011, 2015, 4597, 2685, 1476, 930, 16],
    ['J400', 2016, 2019, 4666, 2700, 1458, 930, 16],
  ]),
  ...generations('Chevrolet', 'Sonic', { shape: 'sedan', source: wikipedia('Chevrolet_Sonic') }, [
    ['T300 sedan', 2012, 2020, 4399, 2525, 1517, 860, 15],
  ]),
  ...generations('Chevrolet', 'Sonic', { shape: 'hatchback', source: wikipedia('Chevrolet_Sonic') }, [
    ['T300 hatchback', 2012, 2020, 4039, 2525, 1517, 860, 15],
  ]),
  ...generations('Chevrolet', 'Spark', { shape: 'hatchback', hoodRatio: 0.26, source: wikipedia('Chevrolet_Spark') }, [
    ['M300', 2013, 2015, 3675, 2375, 1522, 700, 15],
    ['M400', 2016, 2022, 3635, 2385, 1483, 700, 15],
  ]),
  ...generations('Chevrolet', 'Bolt EV', { shape: 'hatchback', powertrain: 'ev', hoodRatio: 0.25, roofRatio: 0.4, source: wikipedia('Chevrolet_Bolt') }, [
    ['First generation', 2017, 2023, 4166, 2601, 1595, 770, 17],
  ]),
  ...generations('Chevrolet', 'Express', { shape: 'cargo-van', hoodRatio: 0.24, roofRatio: 0.62, ...BLIND_VAN('low'), source: `${wikipedia('Chevrolet_Express')}; 135-in wheelbase cargo van` }, [
    ['GMT600', 1996, 2026, 5692, 3429, 2090, 1000, 16],
  ]),
  ...generations('Chevrolet', 'Astro', { shape: 'minivan', hoodRatio: 0.2, source: wikipedia('Chevrolet_Astro') }, [
    ['M-body (extended)', 1995, 2005, 4821, 2824, 1930, 830, 15],
  ]),
  ...generations('GMC', 'Sierra 1500', { shape: 'pickup', cab: 'crew', bedLengthMm: 1753, source: wikipedia('GMC_Sierra') }, [
    ['GMT400', 1990, 1998, 5400, 3340, 1800, 860, 15, { ...REGULAR_CAB, bedLengthMm: 2438 }],
    ['GMT800', 1999, 2006, 5781, 3645, 1880, 880, 16, { ...EXTENDED_CAB, bedLengthMm: 1981 }],
    ['GMT900', 2007, 2013, 5847, 3645, 1869, 900, 17],
    ['K2XX', 2014, 2018, 5842, 3645, 1880, 920, 18],
    ['T1XX', 2019, 2026, 5890, 3745, 1917, 940, 18, { bedLengthMm: 1776 }],
  ]),
  ...generations('GMC', 'Sonoma', { shape: 'pickup', ...REGULAR_CAB, bedLengthMm: 1829, source: wikipedia('Chevrolet_S-10') }, [
    ['First generation', 1991, 1993, 4526, 2751, 1610, 760, 14],
    ['Second generation', 1994, 2004, 4790, 2751, 1600, 800, 15],
  ]),
  ...generations('GMC', 'Canyon', { shape: 'pickup', cab: 'crew', bedLengthMm: 1524, source: wikipedia('GMC_Canyon') }, [
    ['GMT355', 2004, 2012, 5260, 3200, 1700, 860, 15],
    ['31XX', 2015, 2022, 5403, 3259, 1786, 900, 17, { bedLengthMm: 1572 }],
    ['31XX-2', 2023, 2026, 5415, 3337, 1800, 900, 18, { bedLengthMm: 1576 }],
  ]),
  ...generations('GMC', 'Yukon', { shape: 'suv', roofRatio: 0.5, source: wikipedia('GMC_Yukon') }, [
    ['GMT400', 1995, 1999, 5057, 2985, 1830, 860, 16],
    ['GMT800', 2000, 2006, 5052, 2946, 1946, 880, 16],
    ['GMT900', 2007, 2014, 5131, 2946, 1956, 900, 18],
    ['K2XX', 2015, 2020, 5179, 2946, 1890, 930, 20],
    ['T1XX', 2021, 2026, 5335, 3071, 1945, 960, 20],
  ]),
  ...generations('GMC', 'Yukon XL', { shape: 'suv', roofRatio: 0.55, source: wikipedia('GMC_Yukon') }, [
    ['GMT800', 2000, 2006, 5570, 3302, 1951, 880, 16],
    ['GMT900', 2007, 2014, 5649, 3302, 1948, 900, 18],
    ['K2XX', 2015, 2020, 5697, 3302, 1890, 930, 20],
    ['T1XX', 2021, 2026, 5725, 3406, 1945, 960, 20],
  ]),
  ...generations('GMC', 'Acadia', { shape: 'suv', source: wikipedia('GMC_Acadia') }, [
    ['Lambda', 2007, 2016, 5105, 3020, 1775, 970, 18],
    ['C1XX', 2017, 2023, 4917, 2857, 1676, 940, 18],
  ]),
  ...generations('GMC', 'Terrain', { shape: 'suv', source: wikipedia('GMC_Terrain') }, [
    ['First generation', 2010, 2017, 4707, 2857, 1684, 900, 17],
    ['D2XX', 2018, 2024, 4630, 2725, 1661, 890, 18],
  ]),
  ...generations('GMC', 'Savana', { shape: 'cargo-van', hoodRatio: 0.24, roofRatio: 0.62, ...BLIND_VAN('low'), source: `${wikipedia('Chevrolet_Express')}; 135-in wheelbase cargo van` }, [
    ['GMT600', 1996, 2026, 5692, 3429, 2090, 1000, 16],
  ]),
  ...generations('GMC', 'Safari', { shape: 'minivan', hoodRatio: 0.2, source: wikipedia('Chevrolet_Astro') }, [
    ['M-body (extended)', 1995, 2005, 4821, 2824, 1930, 830, 15],
  ]),
  ...generations('GMC', 'Hummer EV', { shape: 'pickup', cab: 'crew', bedLengthMm: 1524, powertrain: 'ev', top: 'removable', source: wikipedia('GMC_Hummer_EV') }, [
    ['First generation', 2022, 2026, 5507, 3445, 2009, 900, 18],
  ]),

  // Stellantis North America: Ram, Dodge, Chrysler, Plymouth, Jeep
  ...generations('Ram', '1500', { shape: 'pickup', cab: 'crew', bedLengthMm: 1702, source: wikipedia('Ram_pickup') }, [
    ['DS', 2011, 2018, 5817, 3569, 1950, 900, 20],
    ['DT', 2019, 2026, 5916, 3670, 1971, 930, 20],
  ]),
  ...generations('Ram', 'ProMaster', { shape: 'cargo-van', hoodRatio: 0.16, ...BLIND_VAN('high'), source: `${wikipedia('Ram_ProMaster')}; 136-in wheelbase high roof (Fiat Ducato L2H2)` }, [
    ['VF', 2014, 2026, 5413, 3450, 2540, 960, 16],
  ]),
  ...generations('Ram', 'ProMaster City', { shape: 'cargo-van', hoodRatio: 0.22, roofRatio: 0.62, ...BLIND_VAN('low'), source: wikipedia('Ram_ProMaster_City') }, [
    ['263', 2015, 2022, 4740, 3105, 1880, 880, 16],
  ]),
  ...generations('Dodge', 'Ram 1500', { shape: 'pickup', cab: 'crew', bedLengthMm: 1702, source: wikipedia('Ram_pickup') }, [
    ['BR', 1994, 2001, 5692, 3523, 1900, 930, 16, { ...EXTENDED_CAB, bedLengthMm: 1981 }],
    ['DR', 2002, 2008, 5784, 3569, 1930, 940, 17, { bedLengthMm: 1905 }],
    ['DS', 2009, 2010, 5817, 3569, 1950, 900, 20],
  ]),
  ...generations('Dodge', 'Dakota', { shape: 'pickup', cab: 'crew', bedLengthMm: 1651, source: wikipedia('Dodge_Dakota') }, [
    ['AN', 1997, 2004, 5464, 3325, 1730, 880, 15, { ...EXTENDED_CAB, doors: 2, bedLengthMm: 1981 }],
    ['ND', 2005, 2011, 5558, 3335, 1745, 900, 16],
  ]),
  ...generations('Dodge', 'Charger', { shape: 'sedan', hoodRatio: 0.38, beltRatio: 0.71, source: wikipedia('Dodge_Charger') }, [
    ['LX', 2006, 2010, 5082, 3048, 1478, 930, 18],
    ['LD', 2011, 2023, 5040, 3052, 1480, 900, 20],
  ]),
  ...generations('Dodge', 'Challenger', { shape: 'coupe', hoodRatio: 0.43, roofRatio: 0.2, beltRatio: 0.72, source: wikipedia('Dodge_Challenger') }, [
    ['LC', 2008, 2023, 5027, 2946, 1450, 1000, 20],
  ]),
  ...generations('Dodge', 'Durango', { shape: 'suv', source: wikipedia('Dodge_Durango') }, [
    ['DN', 1998, 2003, 4910, 2944, 1847, 850, 16],
    ['HB', 2004, 2009, 5100, 3028, 1880, 880, 17],
    ['WD', 2011, 2026, 5110, 3043, 1801, 910, 20],
  ]),
  ...generations('Dodge', 'Journey', { shape: 'suv', source: wikipedia('Dodge_Journey') }, [
    ['JC', 2009, 2020, 4887, 2890, 1692, 960, 17],
  ]),
  ...generations('Dodge', 'Grand Caravan', { shape: 'minivan', source: wikipedia('Chrysler_minivans') }, [
    ['AS', 1991, 1995, 4897, 3030, 1730, 950, 15],
    ['NS', 1996, 2000, 5072, 3030, 1737, 980, 15],
    ['RS', 2001, 2007, 5093, 3030, 1750, 990, 16],
    ['RT', 2008, 2020, 5151, 3078, 1750, 1000, 17],
  ]),
  ...generations('Dodge', 'Caravan', { shape: 'minivan', source: wikipedia('Chrysler_minivans') }, [
    ['AS', 1991, 1995, 4524, 2852, 1730, 900, 14],
    ['NS', 1996, 2000, 4732, 2878, 1737, 960, 15],
    ['RS', 2001, 2007, 4803, 2878, 1750, 980, 16],
  ]),
  ...generations('Dodge', 'Neon', { shape: 'sedan', hoodRatio: 0.33, source: wikipedia('Dodge_Neon') }, [
    ['First generation (PL)', 1995, 1999, 4364, 2642, 1374, 860, 14],
    ['Second generation (PL)', 2000, 2005, 4430, 2667, 1422, 880, 15],
  ]),
  ...generations('Dodge', 'Intrepid', { shape: 'sedan', hoodRatio: 0.3, source: wikipedia('Dodge_Intrepid') }, [
    ['LH', 1993, 1997, 5123, 2870, 1433, 980, 16],
    ['LH (second generation)', 1998, 2004, 5174, 2870, 1420, 1000, 16],
  ]),
  ...generations('Dodge', 'Stratus', { shape: 'sedan', hoodRatio: 0.32, source: wikipedia('Dodge_Stratus') }, [
    ['JA', 1995, 2000, 4724, 2743, 1370, 900, 15],
  ]),
  ...generations('Dodge', 'Dart', { shape: 'sedan', source: wikipedia('Dodge_Dart_(PF)') }, [
    ['PF', 2013, 2016, 4671, 2703, 1466, 950, 17],
  ]),
  ...generations('Dodge', 'Caliber', { shape: 'hatchback', source: wikipedia('Dodge_Caliber') }, [
    ['PM', 2007, 2012, 4414, 2634, 1533, 870, 17],
  ]),
  ...generations('Dodge', 'Viper', { shape: 'coupe', hoodRatio: 0.5, roofRatio: 0.14, source: wikipedia('Dodge_Viper') }, [
    ['SR II (GTS)', 1996, 2002, 4488, 2443, 1195, 1000, 17],
    ['VX', 2013, 2017, 4463, 2510, 1246, 980, 18],
  ]),
  ...generations('Dodge', 'Viper', { shape: 'roadster', top: 'soft', hoodRatio: 0.5, source: wikipedia('Dodge_Viper') }, [
    ['SR I (RT/10)', 1992, 1995, 4448, 2443, 1117, 1000, 17],
    ['ZB I (SRT-10)', 2003, 2010, 4460, 2510, 1210, 980, 18],
  ]),
  ...generations('Chrysler', '300', { shape: 'sedan', hoodRatio: 0.38, beltRatio: 0.72, source: wikipedia('Chrysler_300') }, [
    ['LX', 2005, 2010, 4999, 3048, 1483, 880, 18],
    ['LD', 2011, 2023, 5044, 3052, 1488, 900, 18],
  ]),
  ...generations('Chrysler', 'PT Cruiser', { shape: 'hatchback', hoodRatio: 0.28, roofRatio: 0.42, beltRatio: 0.6, source: wikipedia('Chrysler_PT_Cruiser') }, [
    ['PT', 2001, 2010, 4288, 2616, 1600, 850, 15],
  ]),
  ...generations('Chrysler', 'Sebring', { shape: 'sedan', source: wikipedia('Chrysler_Sebring') }, [
    ['JR', 2001, 2006, 4844, 2743, 1394, 930, 16],
    ['JS', 2007, 2010, 4841, 2766, 1497, 950, 17],
  ]),
  ...generations('Chrysler', '200', { shape: 'sedan', source: wikipedia('Chrysler_200') }, [
    ['JS', 2011, 2014, 4869, 2766, 1483, 960, 17],
    ['UF', 2015, 2017, 4884, 2743, 1467, 960, 17],
  ]),
  ...generations('Chrysler', 'Town & Country', { shape: 'minivan', source: wikipedia('Chrysler_Town_&_Country_(minivan)') }, [
    ['AS', 1991, 1995, 4897, 3030, 1730, 950, 15],
    ['NS', 1996, 2000, 5072, 3030, 1737, 980, 16],
    ['RS', 2001, 2007, 5093, 3030, 1750, 990, 16],
    ['RT', 2008, 2016, 5151, 3078, 1750, 1000, 17],
  ]),
  ...generations('Chrysler', 'Pacifica', { shape: 'minivan', source: wikipedia('Chrysler_Pacifica') }, [
    ['CS', 2004, 2008, 5052, 2954, 1687, 960, 17, { shape: 'suv' }],
    ['RU', 2017, 2026, 5189, 3089, 1777, 1000, 17],
  ]),
  ...generations('Chrysler', 'Voyager', { shape: 'minivan', source: wikipedia('Chrysler_Voyager') }, [
    ['RS', 2001, 2003, 4803, 2878, 1750, 980, 15],
    ['RU', 2020, 2025, 5189, 3089, 1777, 1000, 17],
  ]),
  ...generations('Plymouth', 'Voyager', { shape: 'minivan', source: wikipedia('Plymouth_Voyager') }, [
    ['AS', 1991, 1995, 4524, 2852, 1730, 900, 14],
    ['NS', 1996, 2000, 4732, 2878, 1737, 960, 15],
  ]),
  ...generations('Plymouth', 'Neon', { shape: 'sedan', hoodRatio: 0.33, source: wikipedia('Dodge_Neon') }, [
    ['First generation (PL)', 1995, 1999, 4364, 2642, 1374, 860, 14],
    ['Second generation (PL)', 2000, 2001, 4430, 2667, 1422, 880, 15],
  ]),
  ...generations('Jeep', 'Wrangler', { shape: 'two-door-suv', rearSpare: true, top: 'removable', hoodRatio: 0.32, roofRatio: 0.5, beltRatio: 0.62, source: wikipedia('Jeep_Wrangler') }, [
    ['YJ', 1990, 1995, 3886, 2373, 1760, 620, 15, { top: 'soft' }],
    ['TJ', 1997, 2006, 3935, 2372, 1800, 620, 15, { top: 'soft', source: 'https://en.wikipedia.org/wiki/Jeep_Wrangler_(TJ) (infobox: 154.9 in, 93.4 in, 70.9 in)' }],
    ['JK', 2007, 2017, 4173, 2423, 1801, 660, 17, { source: 'https://en.wikipedia.org/wiki/Jeep_Wrangler_(JK) (infobox; 164.3 in with spare, 95.4 in)' }],
    ['JL', 2018, 2026, 4237, 2459, 1868, 690, 17, { source: 'https://en.wikipedia.org/wiki/Jeep_Wrangler_(JL) (infobox; 166.8 in with spare, 96.8 in, 73.6 in)' }],
  ]),
  ...generations('Jeep', 'Wrangler Unlimited', { shape: 'suv', rearSpare: true, top: 'removable', hoodRatio: 0.29, roofRatio: 0.55, beltRatio: 0.62, source: wikipedia('Jeep_Wrangler') }, [
    ['TJ (LJ)', 2004, 2006, 4343, 2626, 1800, 620, 15, { shape: 'two-door-suv', doors: 3, top: 'soft' }],
    ['JK', 2007, 2017, 4684, 2946, 1801, 660, 17],
    ['JL', 2018, 2026, 4785, 3008, 1868, 690, 17],
  ]),
  ...generations('Jeep', 'Gladiator', { shape: 'pickup', cab: 'crew', bedLengthMm: 1531, top: 'removable', hoodRatio: 0.24, roofRatio: 0.2, source: wikipedia('Jeep_Gladiator_(JT)') }, [
    ['JT', 2020, 2026, 5539, 3487, 1907, 690, 17],
  ]),
  ...generations('Jeep', 'Grand Cherokee', { shape: 'suv', source: wikipedia('Jeep_Grand_Cherokee') }, [
    ['ZJ', 1993, 1998, 4510, 2690, 1690, 800, 15],
    ['WJ', 1999, 2004, 4610, 2690, 1760, 820, 16],
    ['WK', 2005, 2010, 4740, 2781, 1720, 850, 17],
    ['WK2', 2011, 2021, 4822, 2916, 1761, 880, 18],
    ['WL', 2022, 2026, 4914, 2964, 1792, 900, 18],
  ]),
  ...generations('Jeep', 'Cherokee', { shape: 'suv', source: wikipedia('Jeep_Cherokee') }, [
    ['XJ', 1990, 2001, 4255, 2576, 1610, 720, 15, { roofRatio: 0.5 }],
    ['KL', 2014, 2023, 4623, 2705, 1683, 950, 17],
  ]),
  ...generations('Jeep', 'Liberty', { shape: 'suv', rearSpare: true, source: wikipedia('Jeep_Liberty') }, [
    ['KJ', 2002, 2007, 4430, 2649, 1800, 800, 16],
    ['KK', 2008, 2012, 4493, 2695, 1780, 810, 16],
  ]),
  ...generations('Jeep', 'Compass', { shape: 'suv', source: wikipedia('Jeep_Compass') }, [
    ['MK49', 2007, 2016, 4405, 2634, 1636, 880, 17],
    ['MP', 2017, 2026, 4394, 2636, 1640, 860, 17],
  ]),
  ...generations('Jeep', 'Patriot', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Jeep_Patriot') }, [
    ['MK74', 2007, 2017, 4410, 2634, 1664, 860, 17],
  ]),
  ...generations('Jeep', 'Renegade', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Jeep_Renegade') }, [
    ['BU', 2015, 2023, 4232, 2570, 1689, 850, 17],
  ]),

  // GM and Ford premium and former brands
  ...generations('Buick', 'LeSabre', { shape: 'sedan', source: wikipedia('Buick_LeSabre') }, [
    ['H-body (seventh generation)', 1992, 1999, 5100, 2814, 1400, 1000, 15],
    ['H-body (eighth generation)', 2000, 2005, 5080, 2850, 1450, 1010, 16],
  ]),
  ...generations('Buick', 'Century', { shape: 'sedan', source: wikipedia('Buick_Century') }, [
    ['A-body', 1990, 1996, 4803, 2664, 1370, 960, 14],
    ['W-body', 1997, 2005, 4943, 2769, 1443, 990, 15],
  ]),
  ...generations('Buick', 'Enclave', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Buick_Enclave') }, [
    ['Lambda', 2008, 2017, 5128, 3020, 1834, 980, 19],
    ['C1XX', 2018, 2024, 5189, 3071, 1775, 960, 20],
  ]),
  ...generations('Buick', 'Encore', { shape: 'suv', source: wikipedia('Buick_Encore') }, [
    ['First generation', 2013, 2022, 4280, 2555, 1646, 860, 18],
  ]),
  ...generations('Buick', 'Encore GX', { shape: 'suv', source: wikipedia('Buick_Encore_GX') }, [
    ['First generation', 2020, 2026, 4354, 2596, 1628, 870, 18],
  ]),
  ...generations('Cadillac', 'Escalade', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Cadillac_Escalade') }, [
    ['GMT400', 1999, 2000, 5110, 2985, 1830, 880, 16],
    ['GMT800', 2002, 2006, 5052, 2946, 1946, 880, 17],
    ['GMT900', 2007, 2014, 5144, 2946, 1887, 900, 18],
    ['K2XL', 2015, 2020, 5179, 2946, 1889, 930, 22],
    ['T1XX', 2021, 2026, 5382, 3071, 1948, 980, 22],
  ]),
  ...generations('Cadillac', 'CTS', { shape: 'sedan', source: wikipedia('Cadillac_CTS') }, [
    ['First generation', 2003, 2007, 4828, 2880, 1441, 870, 17],
    ['Second generation', 2008, 2013, 4867, 2880, 1472, 880, 18],
    ['Third generation', 2014, 2019, 4966, 2911, 1454, 880, 18],
  ]),
  ...generations('Cadillac', 'DeVille', { shape: 'sedan', source: wikipedia('Cadillac_DeVille') }, [
    ['Seventh generation', 1994, 1999, 5326, 2891, 1440, 1050, 16],
    ['Eighth generation', 2000, 2005, 5263, 2929, 1440, 1040, 17],
  ]),
  ...generations('Cadillac', 'SRX', { shape: 'suv', source: wikipedia('Cadillac_SRX') }, [
    ['First generation', 2004, 2009, 4953, 2957, 1722, 920, 18],
    ['Second generation', 2010, 2016, 4834, 2807, 1669, 940, 18],
  ]),
  ...generations('Cadillac', 'XT5', { shape: 'suv', source: wikipedia('Cadillac_XT5') }, [
    ['C1UL', 2017, 2026, 4813, 2857, 1684, 930, 18],
  ]),
  ...generations('Cadillac', 'Lyriq', { shape: 'suv', powertrain: 'ev', roofRatio: 0.38, source: wikipedia('Cadillac_Lyriq') }, [
    ['First generation', 2023, 2026, 4996, 3094, 1623, 880, 20],
  ]),
  ...generations('Lincoln', 'Town Car', { shape: 'sedan', hoodRatio: 0.38, source: wikipedia('Lincoln_Town_Car') }, [
    ['Second generation', 1990, 1997, 5560, 2982, 1440, 1070, 15],
    ['Third generation', 1998, 2011, 5469, 2990, 1491, 1060, 17],
  ]),
  ...generations('Lincoln', 'Navigator', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Lincoln_Navigator') }, [
    ['UN173', 1998, 2002, 5202, 3023, 1946, 880, 17],
    ['U228', 2003, 2006, 5232, 3023, 1980, 900, 18],
    ['U326', 2007, 2017, 5293, 3023, 1984, 900, 18],
    ['U554', 2018, 2024, 5334, 3112, 1940, 930, 22],
  ]),
  ...generations('Lincoln', 'MKZ', { shape: 'sedan', source: wikipedia('Lincoln_MKZ') }, [
    ['CD533', 2013, 2020, 4930, 2850, 1476, 1000, 18],
  ]),
  ...generations('Lincoln', 'Aviator', { shape: 'suv', source: wikipedia('Lincoln_Aviator') }, [
    ['U611', 2020, 2026, 5062, 3025, 1768, 900, 20],
  ]),
  ...generations('Mercury', 'Grand Marquis', { shape: 'sedan', hoodRatio: 0.38, source: wikipedia('Mercury_Grand_Marquis') }, [
    ['EN53', 1992, 1997, 5395, 2906, 1440, 1050, 15],
    ['EN114', 1998, 2011, 5382, 2913, 1438, 1050, 16],
  ]),
  ...generations('Pontiac', 'Grand Am', { shape: 'sedan', source: wikipedia('Pontiac_Grand_Am') }, [
    ['N-body (fourth generation)', 1992, 1998, 4747, 2626, 1351, 930, 15],
    ['N-body (fifth generation)', 1999, 2005, 4732, 2718, 1405, 920, 16],
  ]),
  ...generations('Pontiac', 'Grand Prix', { shape: 'sedan', source: wikipedia('Pontiac_Grand_Prix') }, [
    ['W-body (sixth generation)', 1997, 2003, 4991, 2807, 1389, 1000, 16],
    ['W-body (seventh generation)', 2004, 2008, 5037, 2807, 1422, 1000, 17],
  ]),
  ...generations('Pontiac', 'Vibe', { shape: 'hatchback', roofRatio: 0.42, source: wikipedia('Pontiac_Vibe') }, [
    ['First generation', 2003, 2008, 4364, 2601, 1580, 870, 16],
    ['Second generation', 2009, 2010, 4374, 2601, 1550, 880, 16],
  ]),
  ...generations('Pontiac', 'Solstice', { shape: 'roadster', top: 'soft', hoodRatio: 0.46, source: wikipedia('Pontiac_Solstice') }, [
    ['Kappa', 2006, 2010, 3993, 2416, 1273, 800, 18],
  ]),
  ...generations('Saturn', 'S-Series', { shape: 'sedan', source: wikipedia('Saturn_S-Series') }, [
    ['First generation', 1991, 1995, 4478, 2601, 1328, 890, 14],
    ['Second generation', 1996, 2002, 4493, 2601, 1397, 890, 15],
  ]),
  ...generations('Saturn', 'Ion', { shape: 'sedan', source: wikipedia('Saturn_Ion') }, [
    ['Delta', 2003, 2007, 4699, 2621, 1458, 920, 15],
  ]),
  ...generations('Saturn', 'Vue', { shape: 'suv', source: wikipedia('Saturn_Vue') }, [
    ['First generation', 2002, 2007, 4605, 2708, 1707, 890, 16],
  ]),
  ...generations('Saturn', 'Sky', { shape: 'roadster', top: 'soft', hoodRatio: 0.46, source: wikipedia('Saturn_Sky') }, [
    ['Kappa', 2007, 2010, 4097, 2416, 1274, 860, 18],
  ]),

  // Electric makes
  ...generations('Tesla', 'Model S', { shape: 'liftback', powertrain: 'ev', hoodRatio: 0.31, source: wikipedia('Tesla_Model_S') }, [
    ['First generation', 2012, 2020, 4970, 2960, 1445, 890, 19],
    ['2021 refresh', 2021, 2026, 5021, 2960, 1431, 900, 19],
  ]),
  ...generations('Tesla', 'Model X', { shape: 'suv', powertrain: 'ev', roofRatio: 0.32, beltRatio: 0.6, source: wikipedia('Tesla_Model_X') }, [
    ['First generation', 2016, 2026, 5037, 2965, 1684, 960, 20],
  ]),
  ...generations('Tesla', 'Model 3', { shape: 'sedan', powertrain: 'ev', hoodRatio: 0.27, roofRatio: 0.22, beltRatio: 0.66, source: wikipedia('Tesla_Model_3') }, [
    ['First generation', 2017, 2023, 4694, 2875, 1443, 840, 18],
    ['Highland', 2024, 2026, 4720, 2875, 1441, 860, 18],
  ]),
  ...generations('Tesla', 'Model Y', { shape: 'suv', powertrain: 'ev', hoodRatio: 0.26, roofRatio: 0.3, beltRatio: 0.62, source: wikipedia('Tesla_Model_Y') }, [
    ['First generation', 2020, 2024, 4751, 2890, 1624, 880, 19],
    ['Juniper', 2025, 2026, 4790, 2890, 1624, 900, 19],
  ]),
  ...generations('Tesla', 'Cybertruck', { shape: 'pickup', cab: 'crew', bedLengthMm: 1829, powertrain: 'ev', hoodRatio: 0.24, roofRatio: 0.05, beltRatio: 0.6, source: wikipedia('Tesla_Cybertruck') }, [
    ['First generation', 2024, 2026, 5683, 3635, 1791, 960, 20],
  ]),
  ...generations('Tesla', 'Roadster', { shape: 'roadster', top: 'soft', powertrain: 'ev', engine: 'mid', hoodRatio: 0.36, source: wikipedia('Tesla_Roadster_(first_generation)') }, [
    ['First generation', 2008, 2012, 3946, 2352, 1127, 760, 17],
  ]),
  ...generations('Rivian', 'R1T', { shape: 'pickup', cab: 'crew', bedLengthMm: 1372, powertrain: 'ev', source: wikipedia('Rivian_R1T') }, [
    ['First generation', 2022, 2026, 5514, 3450, 1815, 900, 21],
  ]),
  ...generations('Rivian', 'R1S', { shape: 'suv', powertrain: 'ev', roofRatio: 0.5, source: wikipedia('Rivian_R1S') }, [
    ['First generation', 2022, 2026, 5100, 3075, 1830, 900, 21],
  ]),
  ...generations('Lucid', 'Air', { shape: 'sedan', powertrain: 'ev', hoodRatio: 0.28, roofRatio: 0.24, source: wikipedia('Lucid_Air') }, [
    ['First generation', 2022, 2026, 4975, 2960, 1410, 880, 19],
  ]),
];
