import type { DesignRecommendationsRequest, DesignRecommendationsResult } from '#shared/schemas/ai-schemas.ts';

/**
 * Design advice keyed on what a specification mentions. Each topic's advice is standard practice from
 * Boothroyd, Dewhurst & Knight ("Product Design for Manufacture and Assembly"), the Protolabs and
 * Fictiv design guides, IEC 60529 (IP ratings), UN 38.3 / IEC 62133 (lithium batteries), FCC Part 15
 * and the EU Radio Equipment Directive (radios), and IPC-2221 / IPC-7351 (PCB design).
 */
interface AdviceTopic {
  topic: string;
  mentions: RegExp;
  advice: string[];
  material?: string;
  manufacturing?: string;
  optimisation?: string;
}

export const ADVICE_TOPICS: AdviceTopic[] = [
  {
    topic: 'Battery and power',
    mentions: /\b(batter(y|ies)|li-?po|li-?ion|lithium|18650|mah|coin cell|cr2032|power bank|charging|charger)\b/i,
    advice: [
      'Size the battery from a measured power budget (sleep and active currents) with 20% margin for ageing and cold.',
      'Use a protected cell or a protection IC (over-charge, over-discharge, short circuit) and a charger with thermal regulation.',
      'Leave 5-10% room around pouch cells for swelling, and keep them away from heat sources and sharp edges.',
      'Plan UN 38.3 test reports (needed to ship lithium cells) and IEC 62133 for the pack.',
    ],
    material: 'A flame-retardant (UL 94 V-0) plastic such as PC/ABS around the battery compartment.',
    manufacturing: 'Buy a certified pack with its protection board rather than assembling bare cells.',
    optimisation: 'Duty-cycle the radio and sensors: sleep current usually decides battery life more than the cell size.',
  },
  {
    topic: 'Enclosure',
    mentions: /\b(enclosures?|housings?|cases?|casings?|shells?|covers?|lids?|plastic parts?)\b/i,
    advice: [
      'Keep walls uniform at 2-3 mm for moulded plastic, with ribs at 50-60% of the wall thickness for stiffness.',
      'Add 1-2° of draft on every wall in the draw direction (more on textured surfaces).',
      'Join halves with snap fits or bosses for self-tapping screws designed for plastic, not threads moulded in.',
      'Design the first enclosures for 3D printing and switch to moulding only after the layout is frozen.',
    ],
    material: 'ABS or PC/ABS for tough, good-looking enclosures; PC where impact or heat matter; glass-filled nylon for structure.',
    manufacturing: 'Plan the parting line and gate location early: they decide cosmetic surfaces and tool cost.',
    optimisation: 'Merge brackets and covers into the housing halves to cut part count and assembly time.',
  },
  {
    topic: 'Wireless and antennas',
    mentions: /\b(wireless|wi-?fi|bluetooth|ble|lora(wan)?|zigbee|thread|matter|lte|nb-?iot|cellular|4g|5g|gps|gnss|rf|antenna|radio)\b/i,
    advice: [
      'Use a pre-certified radio module: it carries its own FCC/CE modular approval and saves most of the intentional-radiator testing.',
      'Keep a ground-free keep-out under and around the antenna and no metal (screws, shields, batteries) within a few centimetres of it.',
      'Do not put the antenna inside a metal housing; if the housing must be metal, use a plastic window or an external antenna.',
      'Budget a pre-compliance scan before the formal test house: it is far cheaper than a failed certification.',
    ],
    material: 'Plastic (not metal or carbon fibre) over the antenna area.',
    manufacturing: 'Tune the antenna matching network with the final enclosure and battery in place.',
    optimisation: 'One module with Wi-Fi and BLE (for example an ESP32) can replace two radios.',
  },
  {
    topic: 'Thermal management',
    mentions: /\b(heat|thermal|temperature|hot|cooling|fan|heatsink|heat sink|watts?|high power|power amplifier|led driver|outdoor|-?\d+\s*°?\s*c\b)/i,
    advice: [
      'Estimate dissipated power per component and check junction temperatures at the highest ambient you expect.',
      'Conduct heat to the housing with thermal pads or gap filler and use thermal vias under hot packages.',
      'Derate components (capacitors, batteries) for the highest operating temperature.',
      'Keep heat sources away from the battery and from temperature sensors.',
    ],
    material: 'Aluminium housings or inserts where a plastic housing cannot shed the heat.',
    manufacturing: 'Specify the thermal interface material and its compression in the assembly instructions.',
    optimisation: 'A heat spreader in the housing is cheaper than a fan and never wears out.',
  },
  {
    topic: 'Waterproofing and ingress',
    mentions: /\b(water-?proof|waterproof|water resistant|ip ?6[5-8]|ip ?5[4-5]|ingress|rain|submersible|sealed|outdoor|dust-?proof)\b/i,
    advice: [
      'Seal mating faces with a gasket or O-ring compressed 20-30%, in a groove designed for it.',
      'Add a breathable ePTFE vent membrane so temperature swings do not pump water past the seals.',
      'Choose sealed connectors and switches rated to the same IP level, or pot them.',
      'Test against IEC 60529 (IP67: 30 minutes at 1 m) on the first production parts, not just prototypes.',
    ],
    material: 'Silicone or EPDM gaskets; a UV-stabilised plastic (ASA, PC) outdoors.',
    manufacturing: 'Control screw torque or use snap rings so the gasket compression is the same on every unit.',
    optimisation: 'Fewer openings mean fewer seals: combine buttons behind one membrane and charge wirelessly if possible.',
  },
  {
    topic: 'PCB design',
    mentions: /\b(pcbs?|pcba|circuit boards?|schematic|smt|smd|bga|qfn|layers?|gerbers?|microcontroller|mcu|esp32|stm32|nrf5|rp2040|arduino)\b/i,
    advice: [
      'Start from a 4-layer stack-up (signal, ground, power, signal) if there is a radio or fast digital: it fixes most EMC problems for little cost.',
      'Use standard footprints (IPC-7351) and common passive sizes (0402/0603) that the assembler stocks.',
      'Add test points for every rail and the programming interface, and fiducials for the pick-and-place.',
      'Panelise small boards and keep components 3 mm from board edges for depaneling.',
    ],
    material: 'Standard FR-4 (Tg 150+) unless the board runs hot or carries RF, where a controlled-impedance stack-up matters.',
    manufacturing: 'Check the assembler\'s stock list before choosing parts: basic parts avoid setup fees and long lead times.',
    optimisation: 'Consolidate voltages and remove unused footprints: each unique part costs a feeder setup.',
  },
  {
    topic: 'Motors and motion',
    mentions: /\b(motors?|servos?|steppers?|bldc|actuators?|gear(box|s)?|drive|robot(ic)?s?|wheels?|pumps?)\b/i,
    advice: [
      'Size the motor from the load torque and speed with 30-50% margin, and check the stall current against the driver and battery.',
      'Add flyback protection and bulk capacitance near the driver; route motor currents away from sensor grounds.',
      'Isolate vibration with mounts or dampers and lock fasteners with threadlocker or nylon-insert nuts.',
      'Buy motors with encoders or gearheads as one unit rather than assembling them.',
    ],
    material: 'Metal gears or glass-filled nylon where plastic gears would wear.',
    manufacturing: 'Define the motor alignment with locating features in the housing, not by hand at assembly.',
    optimisation: 'A stock gearmotor with a standard shaft is cheaper than a custom gear train.',
  },
  {
    topic: 'Sensors',
    mentions: /\b(sensors?|imu|accelerometer|gyro(scope)?|magnetometer|humidity|pressure|gas|co2|pm2\.?5|proximity|tof|lidar|camera|microphone|ecg|ppg|heart rate|temperature sensor|bme\d+|sht\d+)\b/i,
    advice: [
      'Place environmental sensors away from heat sources and give them an opening or membrane to the air they measure.',
      'Calibrate in production (or buy factory-calibrated parts) and store the coefficients per unit.',
      'Filter and debounce in firmware, and define the accuracy you need before choosing the part.',
      'Keep analogue sensor traces short and away from switching regulators and radios.',
    ],
    manufacturing: 'Include a functional test of every sensor in the end-of-line test.',
    optimisation: 'Combined sensors (for example temperature, humidity and pressure in one package) cut part count.',
  },
  {
    topic: 'Display and interface',
    mentions: /\b(display|screen|lcd|oled|e-?ink|e-?paper|tft|touch(screen)?|buttons?|keypad|leds?|haptic)\b/i,
    advice: [
      'Choose a display with a long-term availability commitment; consumer panels change often.',
      'Bond the display with an optically clear adhesive or gasket it; leave clearance for tolerances of the cover lens.',
      'Use light pipes rather than placing LEDs at the housing surface.',
    ],
    manufacturing: 'Assemble displays in a clean area to avoid dust under the lens.',
    optimisation: 'An e-paper display suits low-power products that change their screen rarely.',
  },
  {
    topic: 'Certification and compliance',
    mentions: /\b(certif(y|ied|ication)|fcc|ce\b|ul\b|rohs|reach|fda|iec|compliance|medical|regulatory|emc)\b/i,
    advice: [
      'List the certifications per target market early (FCC/ISED, CE/UKCA, UL or IEC 62368-1 for safety, RoHS/REACH).',
      'Run pre-compliance EMC scans on the first boards; redesigns after formal testing cost weeks.',
      'For medical devices, set up design controls and a risk file (ISO 13485 / ISO 14971) from the first prototype.',
    ],
    manufacturing: 'Freeze the bill of materials before certification: changes may require re-testing.',
    optimisation: 'Pre-certified modules and power supplies move most of the testing cost to their makers.',
  },
  {
    topic: 'Wearables and skin contact',
    mentions: /\b(wearables?|wrist|watch|band|strap|skin|body|ring|clip-?on|glasses)\b/i,
    advice: [
      'Use skin-safe materials (ISO 10993 biocompatibility for prolonged contact) such as medical silicone or TPU.',
      'Round every edge that touches the body and keep the skin-side temperature under 43 °C.',
      'Design for sweat: sealed charging contacts (pogo pins) and corrosion-resistant plating.',
    ],
    material: 'Medical-grade silicone or TPU straps; PC or PA12 housings.',
    optimisation: 'A flex or rigid-flex PCB can follow the product\'s curve and save an internal connector.',
  },
  {
    topic: 'Cost and volume',
    mentions: /\b(cost|cheap|budget|bom|price|low-?cost|affordable|\$\s?\d+|volume|mass production|scale)\b/i,
    advice: [
      'Set a target bill-of-materials cost per unit and track it with every design change.',
      'Design for the process of the production volume (moulding above about 1,000 units, printing or casting below).',
      'Cut part count first: every part removed saves material, assembly time and an inventory line.',
    ],
    optimisation: 'Get quotes at two volumes (for example 1,000 and 10,000) to see where tooling pays back.',
  },
];

const GENERAL: AdviceTopic = {
  topic: 'General design for manufacture',
  mentions: /$^/,
  advice: [
    'Write down the size, materials, power source, operating environment and target volume: each changes the advice.',
    'Minimise part count and use standard fasteners and components.',
    'Prototype with 3D printing, then design for the production process before tooling.',
    'Involve the manufacturer in a design-for-manufacture review before the design is frozen.',
  ],
  material: 'Choose materials from the supplier\'s standard list to keep cost and lead time down.',
  manufacturing: 'Match the process to the volume: printing and CNC for prototypes and small runs, moulding and casting at scale.',
  optimisation: 'Consolidate parts and design for top-down assembly.',
};

export function recommendDesign(input: DesignRecommendationsRequest): DesignRecommendationsResult {
  const text = [input.specifications, input.projectContext, input.constraints].filter(Boolean).join('\n');
  const matched = ADVICE_TOPICS.filter((topic) => topic.mentions.test(text));
  const topics = matched.length ? matched : [GENERAL];
  // The first piece of advice of every topic, then the second ones, up to eight.
  const recommendations: string[] = [];
  for (let round = 0; recommendations.length < 8 && topics.some((topic) => topic.advice[round]); round++) {
    for (const topic of topics) if (topic.advice[round] && recommendations.length < 8) recommendations.push(topic.advice[round]!);
  }
  const names = topics.map((topic) => topic.topic.toLowerCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  const rationale = matched.length
    ? `Your specification mentions ${list}; the recommendations below address those first, in that order.${input.constraints ? ' Your constraints were taken into account where they bear on cost or certification.' : ''}`
    : 'The specification was too vague to target specific advice (no mention of power, enclosure, radios, heat, sealing, electronics, motion or sensors), so these are general design-for-manufacture points. Add those details for specific advice.';
  const join = (pick: (topic: AdviceTopic) => string | undefined) => topics.map(pick).filter(Boolean).join(' ') || GENERAL_TEXT(pick);
  return {
    recommendations,
    rationale,
    materialSuggestions: join((topic) => topic.material),
    manufacturingConsiderations: join((topic) => topic.manufacturing),
    optimizationOpportunities: join((topic) => topic.optimisation),
    topics: topics.map((topic) => ({ topic: topic.topic, advice: topic.advice })),
  };
}

const GENERAL_TEXT = (pick: (topic: AdviceTopic) => string | undefined) => pick(GENERAL) ?? '';
