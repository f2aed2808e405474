// Generation facts for the Japanese and Korean makes of the vehicle list (makes-asia.ts), in millimetres.
import { generations, wikipedia } from './define.ts';
import type { GenerationFacts } from './types.ts';

export const ASIAN_FACTS: readonly GenerationFacts[] = [
  // Toyota
  ...generations('Toyota', 'Camry', { shape: 'sedan', source: wikipedia('Toyota_Camry') }, [
    ['V20', 1990, 1991, 4520, 2600, 1395, 880, 14],
    ['XV10', 1992, 1996, 4770, 2619, 1400, 950, 14],
    ['XV20', 1997, 2001, 4788, 2670, 1420, 950, 15],
    ['XV30', 2002, 2006, 4806, 2720, 1480, 950, 16],
    ['XV40', 2007, 2011, 4806, 2776, 1470, 950, 16],
    ['XV50', 2012, 2017, 4805, 2776, 1470, 950, 17],
    ['XV70', 2018, 2024, 4880, 2825, 1445, 970, 18],
    ['XV80', 2025, 2026, 4915, 2825, 1445, 990, 18, { powertrain: 'hybrid' }],
  ]),
  ...generations('Toyota', 'Corolla', { shape: 'sedan', source: wikipedia('Toyota_Corolla') }, [
    ['E90', 1990, 1992, 4326, 2431, 1346, 850, 13],
    ['E100', 1993, 1997, 4369, 2464, 1354, 860, 14],
    ['E110', 1998, 2002, 4420, 2464, 1384, 870, 14],
    ['E130', 2003, 2008, 4529, 2601, 1486, 890, 15],
    ['E140', 2009, 2013, 4539, 2601, 1466, 900, 16],
    ['E170', 2014, 2019, 4638, 2700, 1455, 920, 16],
    ['E210', 2020, 2026, 4630, 2700, 1435, 920, 16],
  ]),
  ...generations('Toyota', 'Corolla', { shape: 'hatchback', source: wikipedia('Toyota_Corolla_(E210)') }, [
    ['E210 hatchback', 2019, 2026, 4370, 2640, 1435, 930, 18],
  ]),
  ...generations('Toyota', 'RAV4', { shape: 'suv', source: wikipedia('Toyota_RAV4') }, [
    ['XA10', 1996, 2000, 4150, 2410, 1660, 750, 16, { rearSpare: true }],
    ['XA20', 2001, 2005, 4235, 2490, 1680, 800, 16, { rearSpare: true }],
    ['XA30', 2006, 2012, 4600, 2660, 1700, 850, 17, { rearSpare: true }],
    ['XA40', 2013, 2018, 4570, 2660, 1675, 925, 17],
    ['XA50', 2019, 2025, 4595, 2690, 1700, 925, 18],
    ['XA60', 2026, 2026, 4600, 2690, 1685, 930, 18, { powertrain: 'hybrid', source: 'Toyota 2026 RAV4 reveal (hybrid-only, TNGA-K; overall size close to XA50); https://en.wikipedia.org/wiki/Toyota_RAV4' }],
  ]),
  ...generations('Toyota', 'Highlander', { shape: 'suv', source: wikipedia('Toyota_Highlander') }, [
    ['XU20', 2001, 2007, 4684, 2715, 1735, 900, 16],
    ['XU40', 2008, 2013, 4785, 2789, 1760, 930, 17],
    ['XU50', 2014, 2019, 4854, 2789, 1760, 950, 18],
    ['XU70', 2020, 2026, 4950, 2850, 1730, 960, 18],
  ]),
  ...generations('Toyota', '4Runner', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Toyota_4Runner') }, [
    ['N120', 1990, 1995, 4490, 2624, 1720, 780, 15],
    ['N180', 1996, 2002, 4539, 2675, 1755, 800, 16],
    ['N210', 2003, 2009, 4740, 2789, 1760, 830, 17],
    ['N280', 2010, 2024, 4823, 2789, 1816, 850, 17],
    ['N300', 2025, 2026, 4950, 2850, 1870, 880, 18],
  ]),
  ...generations('Toyota', 'Sequoia', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Toyota_Sequoia') }, [
    ['XK30', 2001, 2007, 5179, 3000, 1900, 900, 16],
    ['XK60', 2008, 2022, 5210, 3100, 1950, 920, 18],
    ['XK80', 2023, 2026, 5286, 3100, 1885, 940, 20],
  ]),
  ...generations('Toyota', 'Tacoma', { shape: 'pickup', cab: 'crew', bedLengthMm: 1524, source: wikipedia('Toyota_Tacoma') }, [
    ['First generation (Xtracab)', 1995, 2004, 5159, 3096, 1690, 840, 15, { cab: 'extended', doors: 2, roofRatio: 0.16, bedLengthMm: 1880 }],
    ['Second generation', 2005, 2015, 5286, 3246, 1780, 860, 16],
    ['Third generation', 2016, 2023, 5392, 3236, 1793, 880, 17],
    ['Fourth generation', 2024, 2026, 5410, 3350, 1885, 880, 18],
  ]),
  ...generations('Toyota', 'Tundra', { shape: 'pickup', cab: 'crew', bedLengthMm: 1676, source: wikipedia('Toyota_Tundra') }, [
    ['First generation (Access Cab)', 2000, 2006, 5525, 3259, 1860, 860, 16, { cab: 'extended', roofRatio: 0.16, bedLengthMm: 1890 }],
    ['Second generation (CrewMax)', 2007, 2021, 5814, 3700, 1930, 920, 18],
    ['Third generation (CrewMax)', 2022, 2026, 5933, 3700, 1980, 960, 20],
  ]),
  ...generations('Toyota', 'Hilux', { shape: 'pickup', cab: 'crew', bedLengthMm: 1520, source: `${wikipedia('Toyota_Hilux')}; Double Cab` }, [
    ['AN10', 2005, 2015, 5255, 3085, 1810, 860, 16],
    ['AN120', 2016, 2026, 5330, 3085, 1815, 900, 17],
  ]),
  ...generations('Toyota', 'Sienna', { shape: 'minivan', source: wikipedia('Toyota_Sienna') }, [
    ['XL10', 1998, 2003, 4933, 2901, 1725, 950, 15],
    ['XL20', 2004, 2010, 5080, 3030, 1750, 980, 16],
    ['XL30', 2011, 2020, 5085, 3030, 1750, 990, 17],
    ['XL40', 2021, 2026, 5175, 3060, 1740, 1000, 17, { powertrain: 'hybrid' }],
  ]),
  ...generations('Toyota', 'Prius', { shape: 'liftback', powertrain: 'hybrid', hoodRatio: 0.27, roofRatio: 0.16, source: wikipedia('Toyota_Prius') }, [
    ['XW20', 2004, 2009, 4445, 2700, 1490, 900, 15],
    ['XW30', 2010, 2015, 4460, 2700, 1490, 900, 15],
    ['XW50', 2016, 2022, 4540, 2700, 1470, 930, 15],
    ['XW60', 2023, 2026, 4600, 2750, 1430, 930, 19],
  ]),
  ...generations('Toyota', 'Avalon', { shape: 'sedan', source: wikipedia('Toyota_Avalon') }, [
    ['XX30', 2005, 2012, 5009, 2819, 1486, 980, 17],
    ['XX40', 2013, 2018, 4961, 2820, 1455, 990, 17],
    ['XX50', 2019, 2022, 4976, 2870, 1435, 990, 18],
  ]),
  ...generations('Toyota', 'Yaris', { shape: 'hatchback', hoodRatio: 0.27, source: wikipedia('Toyota_Yaris') }, [
    ['XP90', 2007, 2011, 3825, 2460, 1530, 760, 15],
    ['XP130', 2012, 2019, 3885, 2510, 1510, 760, 15],
    ['XP210', 2020, 2026, 3940, 2560, 1500, 760, 16, { powertrain: 'hybrid' }],
  ]),
  ...generations('Toyota', 'C-HR', { shape: 'suv', roofRatio: 0.3, beltRatio: 0.66, source: wikipedia('Toyota_C-HR') }, [
    ['AX10', 2018, 2023, 4360, 2640, 1565, 880, 18],
    ['AX20', 2024, 2026, 4362, 2640, 1564, 880, 18, { powertrain: 'hybrid' }],
  ]),
  ...generations('Toyota', 'Corolla Cross', { shape: 'suv', source: wikipedia('Toyota_Corolla_Cross') }, [
    ['XG10', 2022, 2026, 4460, 2640, 1620, 880, 17],
  ]),
  ...generations('Toyota', 'bZ4X', { shape: 'suv', powertrain: 'ev', roofRatio: 0.4, source: wikipedia('Toyota_bZ4X') }, [
    ['XEAM10', 2023, 2026, 4690, 2850, 1650, 900, 18],
  ]),
  ...generations('Toyota', 'Land Cruiser', { shape: 'suv', roofRatio: 0.52, source: wikipedia('Toyota_Land_Cruiser') }, [
    ['J80', 1990, 1997, 4820, 2850, 1890, 810, 15],
    ['J100', 1998, 2007, 4890, 2850, 1860, 830, 16],
    ['J200', 2008, 2021, 4950, 2850, 1880, 860, 18],
    ['J250', 2024, 2026, 4925, 2850, 1870, 880, 18],
  ]),
  ...generations('Toyota', 'Supra', { shape: 'coupe', hoodRatio: 0.45, roofRatio: 0.14, source: wikipedia('Toyota_Supra') }, [
    ['A80', 1993, 1998, 4516, 2550, 1275, 930, 17, { doors: 3, top: 'targa' }],
    ['A90', 2020, 2026, 4379, 2470, 1292, 860, 18],
  ]),
  ...generations('Toyota', 'GR86', { shape: 'coupe', hoodRatio: 0.4, source: wikipedia('Toyota_86') }, [
    ['ZN8', 2022, 2026, 4265, 2575, 1310, 800, 18],
  ]),
  ...generations('Toyota', 'Celica', { shape: 'coupe', doors: 3, source: wikipedia('Toyota_Celica') }, [
    ['T200', 1994, 1999, 4420, 2540, 1305, 900, 15],
    ['T230', 2000, 2005, 4336, 2600, 1305, 880, 15],
  ]),
  ...generations('Toyota', 'MR2', { shape: 'coupe', engine: 'mid', hoodRatio: 0.32, source: wikipedia('Toyota_MR2') }, [
    ['W20', 1991, 1995, 4170, 2400, 1240, 900, 15, { top: 'targa' }],
    ['W30 (MR2 Spyder)', 2000, 2005, 3885, 2450, 1235, 780, 15, { shape: 'roadster', top: 'soft', hoodRatio: 0.34 }],
  ]),
  ...generations('Toyota', 'Aygo', { shape: 'hatchback', hoodRatio: 0.24, source: wikipedia('Toyota_Aygo') }, [
    ['AB10', 2005, 2014, 3405, 2340, 1465, 640, 14],
    ['AB40', 2015, 2022, 3455, 2340, 1460, 660, 15],
  ]),

  // Honda and Acura
  ...generations('Honda', 'Civic', { shape: 'sedan', source: wikipedia('Honda_Civic') }, [
    ['EG', 1992, 1995, 4394, 2620, 1380, 870, 14],
    ['EK', 1996, 2000, 4448, 2620, 1390, 880, 14],
    ['ES', 2001, 2005, 4435, 2619, 1440, 880, 15],
    ['FA', 2006, 2011, 4503, 2700, 1435, 900, 16],
    ['FB', 2012, 2015, 4557, 2670, 1435, 920, 16],
    ['FC', 2016, 2021, 4630, 2700, 1415, 950, 16],
    ['FE', 2022, 2026, 4674, 2735, 1415, 950, 18, { roofRatio: 0.22, source: 'https://en.wikipedia.org/wiki/Honda_Civic_(eleventh_generation) (infobox, sedan: 184.0 in, 107.7 in, 55.7 in)' }],
  ]),
  ...generations('Honda', 'Civic', { shape: 'hatchback', source: wikipedia('Honda_Civic') }, [
    ['EG (three-door)', 1992, 1995, 4070, 2570, 1350, 860, 14, { doors: 3 }],
    ['EK (three-door)', 1996, 2000, 4180, 2570, 1375, 870, 14, { doors: 3 }],
    ['FK7', 2017, 2021, 4519, 2700, 1435, 930, 16, { roofRatio: 0.26 }],
    ['FL', 2022, 2026, 4549, 2735, 1415, 950, 18, { roofRatio: 0.24 }],
  ]),
  ...generations('Honda', 'Civic', { shape: 'coupe', source: wikipedia('Honda_Civic') }, [
    ['FG', 2006, 2011, 4458, 2649, 1375, 900, 16],
    ['FC coupe', 2016, 2020, 4493, 2700, 1390, 930, 18],
  ]),
  ...generations('Honda', 'Accord', { shape: 'sedan', source: wikipedia('Honda_Accord') }, [
    ['CB', 1990, 1993, 4704, 2720, 1390, 930, 14],
    ['CD', 1994, 1997, 4675, 2715, 1400, 930, 15],
    ['CG', 1998, 2002, 4796, 2715, 1445, 960, 15],
    ['CM', 2003, 2007, 4813, 2741, 1450, 960, 16],
    ['CP', 2008, 2012, 4930, 2799, 1476, 980, 17],
    ['CR', 2013, 2017, 4862, 2776, 1466, 970, 17],
    ['CV', 2018, 2022, 4880, 2830, 1450, 970, 17, { roofRatio: 0.2 }],
    ['CY', 2023, 2026, 4970, 2830, 1450, 1000, 17, { roofRatio: 0.2 }],
  ]),
  ...generations('Honda', 'CR-V', { shape: 'suv', source: wikipedia('Honda_CR-V') }, [
    ['RD1', 1997, 2001, 4510, 2620, 1675, 830, 15, { rearSpare: true }],
    ['RD4', 2002, 2006, 4536, 2619, 1710, 850, 15, { rearSpare: true }],
    ['RE', 2007, 2011, 4519, 2619, 1680, 900, 17],
    ['RM', 2012, 2016, 4529, 2619, 1650, 900, 17],
    ['RW', 2017, 2022, 4587, 2660, 1689, 930, 18],
    ['RS', 2023, 2026, 4694, 2700, 1681, 950, 18],
  ]),
  ...generations('Honda', 'HR-V', { shape: 'suv', source: wikipedia('Honda_HR-V') }, [
    ['RU', 2016, 2022, 4295, 2610, 1605, 860, 17],
    ['RV', 2023, 2026, 4567, 2700, 1620, 920, 17],
  ]),
  ...generations('Honda', 'Pilot', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Honda_Pilot') }, [
    ['YF1', 2003, 2008, 4775, 2700, 1793, 920, 16],
    ['YF3', 2009, 2015, 4849, 2775, 1846, 950, 17],
    ['YF5', 2016, 2022, 4941, 2820, 1773, 970, 18],
    ['YF7', 2023, 2026, 5077, 2890, 1806, 1000, 18],
  ]),
  ...generations('Honda', 'Odyssey', { shape: 'minivan', source: wikipedia('Honda_Odyssey_(North_America)') }, [
    ['RA1', 1995, 1998, 4755, 2830, 1640, 900, 14],
    ['RL1', 1999, 2004, 5110, 3000, 1748, 1000, 16],
    ['RL3', 2005, 2010, 5118, 3000, 1755, 1000, 16],
    ['RL5', 2011, 2017, 5154, 3000, 1737, 1010, 17],
    ['RL6', 2018, 2026, 5161, 3000, 1735, 1010, 18],
  ]),
  ...generations('Honda', 'Ridgeline', { shape: 'pickup', cab: 'crew', bedLengthMm: 1524, source: wikipedia('Honda_Ridgeline') }, [
    ['YK1', 2006, 2014, 5253, 3099, 1786, 960, 17],
    ['YK2', 2017, 2026, 5334, 3180, 1798, 980, 18, { bedLengthMm: 1626 }],
  ]),
  ...generations('Honda', 'Fit', { shape: 'hatchback', hoodRatio: 0.24, roofRatio: 0.4, source: wikipedia('Honda_Fit') }, [
    ['GD', 2007, 2008, 3998, 2450, 1525, 780, 15],
    ['GE', 2009, 2014, 4105, 2500, 1525, 790, 15],
    ['GK', 2015, 2020, 4064, 2530, 1524, 790, 15],
  ]),
  ...generations('Honda', 'Jazz', { shape: 'hatchback', hoodRatio: 0.24, roofRatio: 0.4, source: wikipedia('Honda_Fit') }, [
    ['GD', 2002, 2008, 3830, 2450, 1525, 720, 15],
    ['GE', 2009, 2014, 3900, 2500, 1525, 730, 15],
    ['GK', 2015, 2019, 3995, 2530, 1550, 740, 15],
    ['GR', 2020, 2026, 4044, 2517, 1526, 760, 16, { powertrain: 'hybrid' }],
  ]),
  ...generations('Honda', 'S2000', { shape: 'roadster', top: 'soft', hoodRatio: 0.43, source: wikipedia('Honda_S2000') }, [
    ['AP1', 2000, 2003, 4135, 2400, 1285, 760, 16],
    ['AP2', 2004, 2009, 4135, 2400, 1270, 760, 17],
  ]),
  ...generations('Honda', 'Prelude', { shape: 'coupe', source: wikipedia('Honda_Prelude') }, [
    ['BB1', 1992, 1996, 4440, 2550, 1290, 920, 15],
    ['BB6', 1997, 2001, 4520, 2585, 1315, 930, 16],
  ]),
  ...generations('Honda', 'Element', { shape: 'suv', hoodRatio: 0.25, roofRatio: 0.55, beltRatio: 0.56, source: wikipedia('Honda_Element') }, [
    ['YH', 2003, 2011, 4316, 2576, 1788, 860, 16],
  ]),
  ...generations('Honda', 'Insight', { shape: 'liftback', powertrain: 'hybrid', source: wikipedia('Honda_Insight') }, [
    ['ZE1', 2000, 2006, 3940, 2400, 1355, 780, 14, { shape: 'hatchback', doors: 3, hoodRatio: 0.3, roofRatio: 0.2 }],
    ['ZE2', 2010, 2014, 4376, 2550, 1425, 880, 15, { hoodRatio: 0.28, roofRatio: 0.16 }],
    ['ZE4', 2019, 2022, 4663, 2700, 1410, 950, 16, { shape: 'sedan' }],
  ]),
  ...generations('Acura', 'Integra', { shape: 'hatchback', doors: 3, roofRatio: 0.2, source: wikipedia('Acura_Integra') }, [
    ['DA', 1990, 1993, 4392, 2550, 1336, 910, 14],
    ['DC2', 1994, 2001, 4380, 2570, 1335, 900, 15],
    ['DE', 2023, 2026, 4720, 2736, 1410, 950, 18, { shape: 'liftback', doors: 5 }],
  ]),
  ...generations('Acura', 'MDX', { shape: 'suv', source: wikipedia('Acura_MDX') }, [
    ['YD1', 2001, 2006, 4788, 2700, 1745, 940, 17],
    ['YD2', 2007, 2013, 4867, 2751, 1732, 960, 18],
    ['YD3', 2014, 2020, 4917, 2820, 1716, 980, 19],
    ['YD4', 2022, 2026, 5039, 2890, 1713, 990, 20],
  ]),
  ...generations('Acura', 'RDX', { shape: 'suv', source: wikipedia('Acura_RDX') }, [
    ['TB1', 2007, 2012, 4590, 2650, 1655, 920, 18],
    ['TB3', 2013, 2018, 4660, 2685, 1660, 940, 18],
    ['TC1', 2019, 2026, 4745, 2750, 1668, 960, 19],
  ]),
  ...generations('Acura', 'TLX', { shape: 'sedan', source: wikipedia('Acura_TLX') }, [
    ['UB1', 2015, 2020, 4830, 2775, 1447, 960, 17],
    ['UB5', 2021, 2026, 4943, 2870, 1433, 960, 19],
  ]),
  ...generations('Acura', 'NSX', { shape: 'coupe', engine: 'mid', hoodRatio: 0.32, roofRatio: 0.14, source: wikipedia('Honda_NSX') }, [
    ['NA1', 1991, 2005, 4430, 2530, 1170, 950, 16],
    ['NC1', 2017, 2022, 4490, 2630, 1215, 1000, 20, { powertrain: 'hybrid' }],
  ]),

  // Nissan
  ...generations('Nissan', 'Altima', { shape: 'sedan', source: wikipedia('Nissan_Altima') }, [
    ['U13', 1993, 1997, 4585, 2619, 1400, 930, 15],
    ['L30', 1998, 2001, 4651, 2619, 1410, 940, 15],
    ['L31', 2002, 2006, 4864, 2799, 1471, 960, 16],
    ['L32', 2007, 2012, 4821, 2776, 1471, 960, 16],
    ['L33', 2013, 2018, 4864, 2776, 1471, 970, 17],
    ['L34', 2019, 2026, 4900, 2825, 1440, 980, 17],
  ]),
  ...generations('Nissan', 'Sentra', { shape: 'sedan', source: wikipedia('Nissan_Sentra') }, [
    ['B13', 1991, 1994, 4326, 2431, 1380, 860, 13],
    ['B14', 1995, 1999, 4321, 2535, 1385, 850, 14],
    ['B15', 2000, 2006, 4509, 2535, 1410, 880, 15],
    ['B16', 2007, 2012, 4567, 2685, 1512, 910, 16],
    ['B17', 2013, 2019, 4625, 2700, 1496, 920, 16],
    ['B18', 2020, 2026, 4641, 2712, 1445, 930, 17],
  ]),
  ...generations('Nissan', 'Maxima', { shape: 'sedan', source: wikipedia('Nissan_Maxima') }, [
    ['A32', 1995, 1999, 4811, 2700, 1420, 960, 15],
    ['A33', 2000, 2003, 4839, 2750, 1438, 970, 16],
    ['A34', 2004, 2008, 4915, 2825, 1478, 980, 17],
    ['A35', 2009, 2015, 4841, 2776, 1466, 980, 18],
    ['A36', 2016, 2023, 4897, 2775, 1436, 990, 18],
  ]),
  ...generations('Nissan', 'Versa', { shape: 'sedan', source: wikipedia('Nissan_Versa') }, [
    ['C11 sedan', 2007, 2011, 4470, 2600, 1535, 870, 15],
    ['N17', 2012, 2019, 4455, 2600, 1515, 870, 15],
    ['N18', 2020, 2026, 4495, 2620, 1455, 880, 16],
  ]),
  ...generations('Nissan', 'Versa', { shape: 'hatchback', roofRatio: 0.4, source: wikipedia('Nissan_Versa') }, [
    ['C11 hatchback', 2007, 2012, 4295, 2600, 1535, 870, 15],
    ['E12 (Versa Note)', 2014, 2019, 4140, 2600, 1530, 850, 15],
  ]),
  ...generations('Nissan', 'Rogue', { shape: 'suv', source: wikipedia('Nissan_Rogue') }, [
    ['S35', 2008, 2013, 4646, 2690, 1658, 920, 16],
    ['T32', 2014, 2020, 4686, 2705, 1710, 930, 17],
    ['T33', 2021, 2026, 4648, 2705, 1699, 920, 18],
  ]),
  ...generations('Nissan', 'Qashqai', { shape: 'suv', source: wikipedia('Nissan_Qashqai') }, [
    ['J10', 2007, 2013, 4315, 2630, 1605, 880, 16],
    ['J11', 2014, 2020, 4377, 2646, 1595, 900, 17],
    ['J12', 2021, 2026, 4425, 2665, 1625, 920, 18],
  ]),
  ...generations('Nissan', 'Juke', { shape: 'suv', roofRatio: 0.34, beltRatio: 0.66, source: wikipedia('Nissan_Juke') }, [
    ['F15', 2011, 2019, 4135, 2530, 1565, 840, 17],
    ['F16', 2020, 2026, 4210, 2636, 1595, 840, 17],
  ]),
  ...generations('Nissan', 'Micra', { shape: 'hatchback', hoodRatio: 0.26, source: wikipedia('Nissan_Micra') }, [
    ['K11', 1993, 2002, 3695, 2360, 1430, 700, 13],
    ['K12', 2003, 2010, 3715, 2430, 1540, 720, 15],
    ['K13', 2011, 2016, 3780, 2450, 1525, 730, 15],
    ['K14', 2017, 2023, 3999, 2525, 1455, 780, 16],
  ]),
  ...generations('Nissan', 'Kicks', { shape: 'suv', source: wikipedia('Nissan_Kicks') }, [
    ['P15', 2018, 2024, 4295, 2620, 1590, 860, 17],
  ]),
  ...generations('Nissan', 'Pathfinder', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Nissan_Pathfinder') }, [
    ['R51', 2005, 2012, 4765, 2850, 1850, 850, 17],
    ['R52', 2013, 2020, 5008, 2900, 1768, 1000, 18],
    ['R53', 2022, 2026, 5004, 2900, 1780, 980, 18],
  ]),
  ...generations('Nissan', 'Murano', { shape: 'suv', roofRatio: 0.38, source: wikipedia('Nissan_Murano') }, [
    ['Z50', 2003, 2007, 4770, 2825, 1705, 960, 18],
    ['Z51', 2009, 2014, 4790, 2825, 1730, 960, 18],
    ['Z52', 2015, 2024, 4887, 2825, 1691, 980, 18],
  ]),
  ...generations('Nissan', 'Leaf', { shape: 'hatchback', powertrain: 'ev', roofRatio: 0.34, source: wikipedia('Nissan_Leaf') }, [
    ['ZE0', 2011, 2017, 4445, 2700, 1550, 860, 16],
    ['ZE1', 2018, 2025, 4480, 2700, 1540, 870, 16],
  ]),
  ...generations('Nissan', 'Frontier', { shape: 'pickup', cab: 'crew', bedLengthMm: 1524, source: wikipedia('Nissan_Frontier') }, [
    ['D22 (King Cab)', 1998, 2004, 4981, 2949, 1640, 810, 15, { cab: 'extended', doors: 2, roofRatio: 0.16, bedLengthMm: 1850 }],
    ['D40', 2005, 2021, 5220, 3198, 1745, 880, 16],
    ['D41', 2022, 2026, 5339, 3200, 1830, 880, 17],
  ]),
  ...generations('Nissan', 'Titan', { shape: 'pickup', cab: 'crew', bedLengthMm: 1676, source: wikipedia('Nissan_Titan') }, [
    ['A60', 2004, 2015, 5705, 3551, 1930, 900, 18],
    ['A61', 2016, 2024, 5796, 3551, 1950, 930, 18],
  ]),
  ...generations('Nissan', '350Z', { shape: 'coupe', hoodRatio: 0.42, roofRatio: 0.14, doors: 3, source: wikipedia('Nissan_350Z') }, [
    ['Z33', 2003, 2009, 4310, 2650, 1315, 830, 17],
  ]),
  ...generations('Nissan', '370Z', { shape: 'coupe', hoodRatio: 0.42, roofRatio: 0.14, doors: 3, source: wikipedia('Nissan_370Z') }, [
    ['Z34', 2009, 2020, 4250, 2550, 1315, 830, 18],
  ]),
  ...generations('Nissan', 'Z', { shape: 'coupe', hoodRatio: 0.42, roofRatio: 0.14, doors: 3, source: wikipedia('Nissan_Z_(RZ34)') }, [
    ['RZ34', 2023, 2026, 4379, 2550, 1315, 900, 18],
  ]),
  ...generations('Nissan', 'GT-R', { shape: 'coupe', roofRatio: 0.16, source: wikipedia('Nissan_GT-R') }, [
    ['R35', 2009, 2024, 4710, 2780, 1370, 960, 20],
  ]),

  // Mazda
  ...generations('Mazda', 'MX-5 Miata', { shape: 'roadster', top: 'soft', source: 'https://en.wikipedia.org/wiki/Mazda_MX-5 (infoboxes NA–ND; ND checked against launch reports: 3,915 mm long, 1,235 mm high)' }, [
    ['NA', 1990, 1997, 3950, 2265, 1230, 830, 14],
    ['NB', 1999, 2005, 3950, 2265, 1230, 830, 15],
    ['NC', 2006, 2015, 4020, 2330, 1245, 830, 17],
    ['ND', 2016, 2026, 3915, 2310, 1235, 750, 16],
  ]),
  ...generations('Mazda', 'MX-5 Miata RF', { shape: 'roadster', top: 'hard', roofRatio: 0.16, source: 'https://en.wikipedia.org/wiki/Mazda_MX-5_(ND) (infobox, RF)' }, [
    ['ND (RF)', 2017, 2026, 3915, 2310, 1245, 750, 17],
  ]),
  ...generations('Mazda', 'Mazda3', { shape: 'sedan', source: wikipedia('Mazda3') }, [
    ['BK', 2004, 2009, 4540, 2640, 1465, 900, 16],
    ['BL', 2010, 2013, 4580, 2640, 1470, 920, 16],
    ['BM', 2014, 2018, 4580, 2700, 1455, 920, 16],
    ['BP', 2019, 2026, 4660, 2725, 1445, 930, 18],
  ]),
  ...generations('Mazda', 'Mazda3', { shape: 'hatchback', source: wikipedia('Mazda3') }, [
    ['BM hatchback', 2014, 2018, 4465, 2700, 1450, 920, 16],
    ['BP hatchback', 2019, 2026, 4460, 2725, 1440, 930, 18, { roofRatio: 0.28 }],
  ]),
  ...generations('Mazda', 'Mazda6', { shape: 'sedan', source: wikipedia('Mazda6') }, [
    ['GG', 2003, 2008, 4770, 2675, 1435, 930, 17],
    ['GH', 2009, 2013, 4920, 2790, 1470, 960, 17],
    ['GJ', 2014, 2021, 4865, 2830, 1450, 960, 19],
  ]),
  ...generations('Mazda', 'CX-5', { shape: 'suv', source: wikipedia('Mazda_CX-5') }, [
    ['KE', 2013, 2016, 4540, 2700, 1670, 900, 17],
    ['KF', 2017, 2025, 4550, 2700, 1680, 910, 19],
  ]),
  ...generations('Mazda', 'CX-30', { shape: 'suv', roofRatio: 0.38, source: wikipedia('Mazda_CX-30') }, [
    ['DM', 2020, 2026, 4395, 2655, 1540, 880, 18],
  ]),
  ...generations('Mazda', 'CX-50', { shape: 'suv', source: wikipedia('Mazda_CX-50') }, [
    ['First generation', 2023, 2026, 4720, 2815, 1613, 930, 20],
  ]),
  ...generations('Mazda', 'RX-8', { shape: 'coupe', doors: 4, source: wikipedia('Mazda_RX-8') }, [
    ['SE3P', 2004, 2011, 4430, 2700, 1340, 850, 18],
  ]),
  ...generations('Mazda', 'RX-7', { shape: 'coupe', doors: 3, hoodRatio: 0.42, roofRatio: 0.14, source: wikipedia('Mazda_RX-7') }, [
    ['FD', 1993, 1995, 4285, 2425, 1230, 850, 16],
  ]),

  // Subaru
  ...generations('Subaru', 'Outback', { shape: 'wagon', source: wikipedia('Subaru_Outback') }, [
    ['BG', 1995, 1999, 4720, 2630, 1570, 900, 15],
    ['BH', 2000, 2004, 4760, 2650, 1580, 910, 16],
    ['BP', 2005, 2009, 4790, 2670, 1605, 920, 17],
    ['BR', 2010, 2014, 4775, 2745, 1605, 940, 17],
    ['BS', 2015, 2019, 4815, 2745, 1675, 950, 18],
    ['BT', 2020, 2025, 4860, 2745, 1675, 960, 18],
  ]),
  ...generations('Subaru', 'Forester', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Subaru_Forester') }, [
    ['SF', 1998, 2002, 4450, 2525, 1590, 880, 15],
    ['SG', 2003, 2008, 4485, 2525, 1590, 880, 16],
    ['SH', 2009, 2013, 4560, 2615, 1700, 900, 16],
    ['SJ', 2014, 2018, 4595, 2640, 1735, 920, 17],
    ['SK', 2019, 2025, 4625, 2670, 1730, 930, 17],
    ['SL', 2026, 2026, 4655, 2670, 1730, 940, 18],
  ]),
  ...generations('Subaru', 'Impreza', { shape: 'sedan', source: wikipedia('Subaru_Impreza') }, [
    ['GC', 1993, 2001, 4350, 2520, 1405, 880, 15],
    ['GD', 2002, 2007, 4415, 2525, 1440, 890, 16],
    ['GE', 2008, 2011, 4580, 2620, 1475, 910, 16],
    ['GJ', 2012, 2016, 4580, 2645, 1465, 910, 16],
    ['GK', 2017, 2023, 4625, 2670, 1455, 920, 17],
  ]),
  ...generations('Subaru', 'Impreza', { shape: 'hatchback', source: wikipedia('Subaru_Impreza') }, [
    ['GU', 2024, 2026, 4475, 2670, 1480, 920, 17],
  ]),
  ...generations('Subaru', 'Crosstrek', { shape: 'suv', roofRatio: 0.38, source: wikipedia('Subaru_Crosstrek') }, [
    ['GP', 2013, 2017, 4450, 2635, 1615, 900, 17],
    ['GT', 2018, 2023, 4465, 2665, 1615, 900, 17],
    ['GU', 2024, 2026, 4480, 2670, 1615, 910, 17],
  ]),
  ...generations('Subaru', 'WRX', { shape: 'sedan', source: wikipedia('Subaru_WRX') }, [
    ['VA', 2015, 2021, 4595, 2650, 1475, 920, 18],
    ['VB', 2022, 2026, 4670, 2675, 1468, 930, 18],
  ]),
  ...generations('Subaru', 'Legacy', { shape: 'sedan', source: wikipedia('Subaru_Legacy') }, [
    ['BN', 2015, 2019, 4800, 2750, 1500, 950, 17],
    ['BW', 2020, 2025, 4840, 2750, 1500, 960, 18],
  ]),
  ...generations('Subaru', 'Ascent', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Subaru_Ascent') }, [
    ['WM', 2019, 2026, 4998, 2890, 1819, 970, 18],
  ]),
  ...generations('Subaru', 'BRZ', { shape: 'coupe', hoodRatio: 0.4, source: wikipedia('Subaru_BRZ') }, [
    ['ZC6', 2013, 2020, 4240, 2570, 1285, 800, 17],
    ['ZD8', 2022, 2026, 4265, 2575, 1310, 800, 18],
  ]),
  ...generations('Scion', 'FR-S', { shape: 'coupe', hoodRatio: 0.4, source: wikipedia('Toyota_86') }, [
    ['ZN6', 2013, 2016, 4240, 2570, 1285, 800, 17],
  ]),

  // Lexus and Mitsubishi
  ...generations('Lexus', 'RX', { shape: 'suv', roofRatio: 0.38, source: wikipedia('Lexus_RX') }, [
    ['XU10', 1999, 2003, 4575, 2615, 1670, 920, 16],
    ['XU30', 2004, 2009, 4730, 2715, 1680, 940, 18],
    ['AL10', 2010, 2015, 4770, 2740, 1720, 960, 18],
    ['AL20', 2016, 2022, 4890, 2790, 1710, 980, 20],
    ['ALA10', 2023, 2026, 4890, 2850, 1700, 960, 21],
  ]),
  ...generations('Lexus', 'ES', { shape: 'sedan', source: wikipedia('Lexus_ES') }, [
    ['XV40', 2007, 2012, 4855, 2775, 1450, 960, 17],
    ['XV60', 2013, 2018, 4900, 2820, 1450, 970, 17],
    ['XZ10', 2019, 2025, 4975, 2870, 1445, 990, 18],
  ]),
  ...generations('Lexus', 'NX', { shape: 'suv', roofRatio: 0.38, source: wikipedia('Lexus_NX') }, [
    ['AZ10', 2015, 2021, 4630, 2660, 1645, 940, 18],
    ['AZ20', 2022, 2026, 4660, 2690, 1640, 950, 20],
  ]),
  ...generations('Mitsubishi', 'Outlander', { shape: 'suv', source: wikipedia('Mitsubishi_Outlander') }, [
    ['CU', 2003, 2006, 4550, 2625, 1680, 900, 16],
    ['CW', 2007, 2013, 4640, 2670, 1720, 920, 18],
    ['GF', 2014, 2021, 4695, 2670, 1710, 930, 18],
    ['GN', 2022, 2026, 4710, 2705, 1745, 940, 20],
  ]),

  // Hyundai, Kia
  ...generations('Hyundai', 'Elantra', { shape: 'sedan', source: wikipedia('Hyundai_Elantra') }, [
    ['XD', 2001, 2006, 4495, 2610, 1420, 880, 15],
    ['HD', 2007, 2010, 4505, 2650, 1480, 890, 16],
    ['MD', 2011, 2016, 4530, 2700, 1435, 900, 16],
    ['AD', 2017, 2020, 4570, 2700, 1440, 910, 17],
    ['CN7', 2021, 2026, 4675, 2720, 1420, 920, 17, { roofRatio: 0.22 }],
  ]),
  ...generations('Hyundai', 'Sonata', { shape: 'sedan', source: wikipedia('Hyundai_Sonata') }, [
    ['EF', 2000, 2005, 4747, 2700, 1422, 950, 15],
    ['NF', 2006, 2010, 4800, 2730, 1475, 960, 16],
    ['YF', 2011, 2014, 4820, 2795, 1470, 960, 17],
    ['LF', 2015, 2019, 4855, 2805, 1475, 960, 17],
    ['DN8', 2020, 2026, 4900, 2840, 1445, 970, 18, { roofRatio: 0.2 }],
  ]),
  ...generations('Hyundai', 'Tucson', { shape: 'suv', source: wikipedia('Hyundai_Tucson') }, [
    ['JM', 2005, 2009, 4325, 2630, 1730, 870, 16],
    ['LM', 2010, 2015, 4410, 2640, 1655, 880, 17],
    ['TL', 2016, 2021, 4475, 2670, 1660, 890, 17],
    ['NX4 (long wheelbase)', 2022, 2026, 4630, 2755, 1665, 920, 18],
  ]),
  ...generations('Hyundai', 'Santa Fe', { shape: 'suv', source: wikipedia('Hyundai_Santa_Fe') }, [
    ['SM', 2001, 2006, 4500, 2620, 1730, 880, 16],
    ['CM', 2007, 2012, 4675, 2700, 1725, 920, 17],
    ['DM', 2013, 2018, 4690, 2700, 1680, 930, 18],
    ['TM', 2019, 2023, 4770, 2765, 1680, 950, 18],
    ['MX5', 2024, 2026, 4830, 2815, 1720, 900, 20, { hoodRatio: 0.32, roofRatio: 0.52 }],
  ]),
  ...generations('Hyundai', 'Kona', { shape: 'suv', source: wikipedia('Hyundai_Kona') }, [
    ['OS', 2018, 2023, 4165, 2600, 1550, 820, 17],
    ['SX2', 2024, 2026, 4355, 2660, 1585, 860, 17],
  ]),
  ...generations('Hyundai', 'Palisade', { shape: 'suv', roofRatio: 0.52, source: wikipedia('Hyundai_Palisade') }, [
    ['LX2', 2020, 2025, 4980, 2900, 1750, 960, 20],
  ]),
  ...generations('Hyundai', 'Ioniq 5', { shape: 'suv', powertrain: 'ev', hoodRatio: 0.27, roofRatio: 0.42, beltRatio: 0.6, source: wikipedia('Hyundai_Ioniq_5') }, [
    ['NE', 2022, 2026, 4635, 3000, 1605, 845, 19],
  ]),
  ...generations('Hyundai', 'Ioniq 6', { shape: 'sedan', powertrain: 'ev', roofRatio: 0.16, source: wikipedia('Hyundai_Ioniq_6') }, [
    ['CE', 2023, 2026, 4855, 2950, 1495, 890, 18],
  ]),
  ...generations('Hyundai', 'i10', { shape: 'hatchback', hoodRatio: 0.25, source: wikipedia('Hyundai_i10') }, [
    ['PA', 2008, 2013, 3565, 2380, 1540, 640, 14],
    ['IA', 2014, 2019, 3665, 2385, 1500, 680, 14],
    ['AC3', 2020, 2026, 3670, 2425, 1480, 680, 15],
  ]),
  ...generations('Hyundai', 'i20', { shape: 'hatchback', source: wikipedia('Hyundai_i20') }, [
    ['PB', 2009, 2014, 3940, 2525, 1490, 760, 15],
    ['GB', 2015, 2020, 4035, 2570, 1474, 790, 15],
    ['BC3', 2021, 2026, 4040, 2580, 1450, 790, 16],
  ]),
  ...generations('Hyundai', 'i30', { shape: 'hatchback', source: wikipedia('Hyundai_i30') }, [
    ['FD', 2008, 2011, 4245, 2650, 1480, 870, 15],
    ['GD', 2012, 2016, 4300, 2650, 1470, 880, 16],
    ['PD', 2017, 2026, 4340, 2650, 1455, 890, 16],
  ]),
  ...generations('Kia', 'Sportage', { shape: 'suv', source: wikipedia('Kia_Sportage') }, [
    ['KM', 2005, 2010, 4350, 2630, 1695, 870, 16],
    ['SL', 2011, 2015, 4440, 2640, 1635, 890, 17],
    ['QL', 2016, 2021, 4480, 2670, 1635, 900, 17],
    ['NQ5 (long wheelbase)', 2022, 2026, 4660, 2755, 1680, 920, 18],
  ]),
  ...generations('Kia', 'Sorento', { shape: 'suv', source: wikipedia('Kia_Sorento') }, [
    ['BL', 2003, 2009, 4590, 2710, 1730, 880, 16],
    ['XM', 2011, 2015, 4685, 2700, 1710, 920, 17],
    ['UM', 2016, 2020, 4780, 2780, 1690, 940, 18],
    ['MQ4', 2021, 2026, 4810, 2815, 1700, 950, 18],
  ]),
  ...generations('Kia', 'Telluride', { shape: 'suv', roofRatio: 0.52, source: wikipedia('Kia_Telluride') }, [
    ['ON', 2020, 2026, 5000, 2900, 1750, 960, 20],
  ]),
  ...generations('Kia', 'Soul', { shape: 'hatchback', hoodRatio: 0.25, roofRatio: 0.42, beltRatio: 0.58, source: wikipedia('Kia_Soul') }, [
    ['AM', 2010, 2013, 4105, 2550, 1610, 820, 16],
    ['PS', 2014, 2019, 4140, 2570, 1600, 830, 16],
    ['SK3', 2020, 2025, 4195, 2600, 1615, 830, 17],
  ]),
  ...generations('Kia', 'Forte', { shape: 'sedan', source: wikipedia('Kia_Forte') }, [
    ['TD', 2010, 2013, 4530, 2650, 1460, 900, 16],
    ['YD', 2014, 2018, 4560, 2700, 1445, 900, 16],
    ['BD', 2019, 2024, 4640, 2700, 1440, 910, 16],
  ]),
  ...generations('Kia', 'Optima', { shape: 'sedan', source: wikipedia('Kia_Optima') }, [
    ['TF', 2011, 2015, 4845, 2795, 1455, 960, 17],
    ['JF', 2016, 2020, 4855, 2805, 1465, 960, 17],
  ]),
  ...generations('Kia', 'K5', { shape: 'sedan', roofRatio: 0.2, source: wikipedia('Kia_K5') }, [
    ['DL3', 2021, 2026, 4905, 2850, 1445, 970, 18],
  ]),
  ...generations('Kia', 'Stinger', { shape: 'liftback', source: wikipedia('Kia_Stinger') }, [
    ['CK', 2018, 2023, 4830, 2905, 1400, 860, 18],
  ]),
  ...generations('Kia', 'Niro', { shape: 'suv', powertrain: 'hybrid', roofRatio: 0.4, source: wikipedia('Kia_Niro') }, [
    ['DE', 2017, 2022, 4355, 2700, 1545, 880, 16],
    ['SG2', 2023, 2026, 4420, 2720, 1545, 890, 16],
  ]),
  ...generations('Kia', 'EV6', { shape: 'suv', powertrain: 'ev', roofRatio: 0.28, beltRatio: 0.64, source: wikipedia('Kia_EV6') }, [
    ['CV', 2022, 2026, 4680, 2900, 1550, 880, 19],
  ]),
  ...generations('Kia', 'EV9', { shape: 'suv', powertrain: 'ev', roofRatio: 0.52, source: wikipedia('Kia_EV9') }, [
    ['MV', 2024, 2026, 5010, 3100, 1780, 900, 20],
  ]),
  ...generations('Kia', 'Ceed', { shape: 'hatchback', source: wikipedia('Kia_Ceed') }, [
    ['ED', 2007, 2012, 4235, 2650, 1480, 860, 16],
    ['JD', 2013, 2018, 4310, 2650, 1470, 880, 16],
    ['CD', 2019, 2026, 4310, 2650, 1447, 880, 16],
  ]),
  ...generations('Kia', 'Picanto', { shape: 'hatchback', hoodRatio: 0.25, source: wikipedia('Kia_Picanto') }, [
    ['SA', 2004, 2011, 3495, 2370, 1480, 620, 14],
    ['TA', 2012, 2017, 3595, 2385, 1480, 660, 14],
    ['JA', 2018, 2026, 3595, 2400, 1485, 660, 15],
  ]),
  ...generations('Kia', 'Sedona', { shape: 'minivan', source: wikipedia('Kia_Carnival') }, [
    ['YP', 2015, 2021, 5115, 3060, 1740, 990, 18],
  ]),
  ...generations('Kia', 'Carnival', { shape: 'minivan', source: wikipedia('Kia_Carnival') }, [
    ['KA4', 2022, 2026, 5155, 3090, 1775, 1000, 19],
  ]),

  // Suzuki
  ...generations('Suzuki', 'Swift', { shape: 'hatchback', hoodRatio: 0.27, source: wikipedia('Suzuki_Swift') }, [
    ['RS', 2005, 2010, 3695, 2390, 1500, 690, 15],
    ['FZ', 2011, 2016, 3850, 2430, 1510, 740, 16],
    ['AZ', 2017, 2023, 3840, 2450, 1495, 730, 16],
    ['AZH', 2024, 2026, 3860, 2450, 1495, 740, 16],
  ]),
  ...generations('Suzuki', 'Vitara', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Suzuki_Vitara') }, [
    ['LY', 2015, 2026, 4175, 2500, 1610, 830, 17],
  ]),
  ...generations('Suzuki', 'Jimny', { shape: 'two-door-suv', rearSpare: true, hoodRatio: 0.3, roofRatio: 0.52, source: wikipedia('Suzuki_Jimny') }, [
    ['JB43', 1999, 2018, 3625, 2250, 1705, 600, 15],
    ['JB74', 2019, 2026, 3645, 2250, 1720, 620, 15],
  ]),
];
