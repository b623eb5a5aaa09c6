import type { ProductCategory, ProductCondition } from '#shared/constants/products.ts';

/** One demo listing; the seed (demo-data.ts) turns it into a product row, with generated images. */
export interface DemoListing {
  /** Username of the seller: one of the demo users (suppliers, manufacturers, designers, entrepreneurs, investors). */
  seller: string;
  name: string; // 3-150 chars
  description: string; // 10-600 chars, 1-3 sentences
  category: ProductCategory;
  condition: ProductCondition;
  price: string; // decimal string with exactly two decimals, USD, e.g. '89.50'
  quantity: number; // integer >= 1
  brand?: string;
  model?: string;
  serialNumber?: string; // only for some used/refurbished single items
  manufactureDate?: string; // 'YYYY-MM', not after 2026-10
  isUsed?: boolean; // true for second-hand items
  tags: string[]; // 1-5 short tags, <= 40 chars each, unique (case-insensitive)
  industries: string[]; // 1-3 of INDUSTRY_SUGGESTIONS
  shippingOptions: string[]; // 1-3, e.g. 'Standard Shipping', 'Freight'
  specifications: Record<string, string>; // 2-6 name -> value pairs
}

// Demo marketplace listings spread over the demo sellers, covering every category and condition.
export const DEMO_LISTINGS: DemoListing[] = [
  // Electronic components
  {
    seller: 'carlos.rivera', name: 'STM32F411CEU6 microcontrollers, cut tape of 50', category: 'electronic_components', condition: 'new', price: '212.50', quantity: 8,
    description: 'Genuine STMicroelectronics Cortex-M4F MCUs in UFQFPN48, sourced through an authorised distributor with full lot traceability. Cut from a sealed reel and repacked in a moisture barrier bag with desiccant and a humidity card.',
    brand: 'STMicroelectronics', model: 'STM32F411CEU6', manufactureDate: '2025-03',
    tags: ['stm32', 'cortex-m4', 'mcu'], industries: ['Consumer Electronics', 'Industrial Automation', 'IoT'], shippingOptions: ['Standard Shipping', 'Express Shipping', 'International Shipping'],
    specifications: { Core: 'Arm Cortex-M4F, 100 MHz', Flash: '512 KB', SRAM: '128 KB', Package: 'UFQFPN48 (7 x 7 mm)', 'Supply voltage': '1.7-3.6 V' },
  },
  {
    seller: 'carlos.rivera', name: 'Espressif ESP32-S3-WROOM-1-N16R8 modules, pack of 10', category: 'electronic_components', condition: 'new', price: '58.90', quantity: 40,
    description: 'Wi-Fi 4 and Bluetooth LE 5 modules with 16 MB flash and 8 MB octal PSRAM, FCC/CE pre-certified so your product only needs unintentional radiator testing. Ideal for camera, display or voice projects that outgrow the plain ESP32.',
    brand: 'Espressif', model: 'ESP32-S3-WROOM-1-N16R8',
    tags: ['esp32-s3', 'wifi', 'ble'], industries: ['IoT', 'Consumer Electronics'], shippingOptions: ['Standard Shipping', 'Express Shipping'],
    specifications: { CPU: 'Dual-core Xtensa LX7, 240 MHz', Flash: '16 MB', PSRAM: '8 MB octal', Antenna: 'PCB trace', 'Module size': '18 x 25.5 x 3.1 mm' },
  },
  {
    seller: 'mei.lin', name: 'Nordic nRF52840-QIAA Bluetooth SoC, tray of 25', category: 'electronic_components', condition: 'new', price: '89.00', quantity: 12,
    description: 'Full tray of nRF52840 in aQFN73 for BLE 5.3, Thread and Zigbee designs, date code 2024. Needs a 0.4 mm pitch capable assembly house; we can ship with the Nordic reference layout files on request.',
    brand: 'Nordic Semiconductor', model: 'nRF52840-QIAA-R', manufactureDate: '2024-09',
    tags: ['nrf52840', 'bluetooth le', 'thread'], industries: ['IoT', 'Wearables', 'Consumer Electronics'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Core: 'Arm Cortex-M4F, 64 MHz', Flash: '1 MB', RAM: '256 KB', Package: 'aQFN73 (7 x 7 mm)', 'TX power': 'up to +8 dBm' },
  },
  {
    seller: 'wei.zhang', name: 'Mixed lot of 12 opened 0603 resistor and capacitor reels', category: 'electronic_components', condition: 'good', price: '145.00', quantity: 3,
    description: 'Leftover Yageo and Samsung reels from our SMT line, each between 40% and 90% full and labelled with the remaining count. Values cover common pull-ups, dividers and decoupling: 10k, 4.7k, 100R, 0R, 100 nF, 1 µF and 10 µF.',
    brand: 'Yageo / Samsung Electro-Mechanics', isUsed: true,
    tags: ['0603', 'passives', 'smt reels', 'surplus'], industries: ['Consumer Electronics', 'Industrial Automation'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { 'Package size': '0603 (1608 metric)', 'Resistor tolerance': '±1%', 'Capacitor dielectric': 'X7R / X5R', 'Reel diameter': '7 inch', 'Estimated total parts': 'about 38,000' },
  },
  {
    seller: 'maya.chen', name: 'TI ADS1292R ECG analog front end, 15 unused chips', category: 'electronic_components', condition: 'like_new', price: '96.00', quantity: 1,
    description: 'Left over from our wearable ECG build after a board revision moved to a different AFE. Still in the original TI cut tape inside an opened MSL bag, so please bake before reflow.',
    brand: 'Texas Instruments', model: 'ADS1292RIPBSR', manufactureDate: '2024-04',
    tags: ['ecg', 'analog front end', 'biopotential'], industries: ['Medical Devices', 'Wearables'], shippingOptions: ['Standard Shipping', 'Express Shipping'],
    specifications: { Channels: '2, 24-bit delta-sigma', 'Data rate': '125 SPS to 8 kSPS', 'Power per channel': '335 µW', Package: 'TQFP-32', Extras: 'Respiration impedance measurement' },
  },
  {
    seller: 'carlos.rivera', name: 'Microchip ATmega328P-AU, 10-pack', category: 'electronic_components', condition: 'new', price: '24.80', quantity: 60,
    description: 'The classic Arduino Uno MCU in TQFP-32, blank with no bootloader. Handy for repairs, small production runs and teaching low-level AVR programming.',
    brand: 'Microchip', model: 'ATMEGA328P-AU',
    tags: ['avr', 'atmega328p', 'arduino'], industries: ['Education', 'Consumer Electronics'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Core: '8-bit AVR, 20 MHz max', Flash: '32 KB', SRAM: '2 KB', EEPROM: '1 KB', Package: 'TQFP-32' },
  },

  // Mechanical parts
  {
    seller: 'hana.sato', name: 'POM-C spur gear set, module 1, 20T to 60T', category: 'mechanical_parts', condition: 'new', price: '38.00', quantity: 45,
    description: 'Set of six injection-moulded acetal spur gears (20, 25, 30, 40, 50 and 60 teeth) with 5 mm bores and a 10 mm face width. Self-lubricating and quiet, good for small gearboxes, feeders and camera sliders.',
    brand: 'Sato Injection Works', model: 'SIW-GS-M1',
    tags: ['spur gear', 'acetal', 'gearbox'], industries: ['Robotics', 'Industrial Automation'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Material: 'POM-C (acetal copolymer)', Module: '1.0', 'Pressure angle': '20°', Bore: '5 mm H8', 'Face width': '10 mm' },
  },
  {
    seller: 'hana.sato', name: 'HIWIN MGN12H linear rail, 400 mm with carriage', category: 'mechanical_parts', condition: 'new', price: '32.50', quantity: 30,
    description: 'Miniature linear guide with a preloaded H-type block, shipped greased with the end seals fitted. Cut to 400 mm with 25 mm hole pitch, a common fit for 3D printer gantries and pick-and-place heads.',
    brand: 'HIWIN', model: 'MGN12H-Z0-400',
    tags: ['linear rail', 'mgn12', 'motion'], industries: ['Robotics', 'Industrial Automation'], shippingOptions: ['Standard Shipping', 'Express Shipping'],
    specifications: { 'Rail width': '12 mm', Length: '400 mm', 'Hole pitch': '25 mm', Preload: 'Z0 (light)', 'Dynamic load rating': '2.84 kN' },
  },
  {
    seller: 'sofia.martins', name: 'Harmonic Drive CSF-14-50 strain wave gearbox', category: 'mechanical_parts', condition: 'used', price: '420.00', quantity: 1,
    description: 'Removed from a robot arm wrist joint after roughly 300 hours of lab use; it runs smoothly with no measurable backlash. The grease was refreshed in March and the unit ships with the original input hub.',
    brand: 'Harmonic Drive', model: 'CSF-14-50-2A-GR', serialNumber: 'HD14-50-2208173', manufactureDate: '2022-08', isUsed: true,
    tags: ['harmonic drive', 'strain wave', 'robot arm'], industries: ['Robotics', 'Aerospace'], shippingOptions: ['Standard Shipping', 'Express Shipping', 'International Shipping'],
    specifications: { 'Gear ratio': '50:1', 'Rated torque': '7.0 Nm at 2000 rpm', 'Peak torque': '23 Nm', 'Outer diameter': '70 mm', Weight: '0.52 kg' },
  },
  {
    seller: 'hana.sato', name: 'M3 brass heat-set inserts, 500 pcs', category: 'mechanical_parts', condition: 'new', price: '14.90', quantity: 150,
    description: 'Knurled brass inserts for 3D-printed and moulded plastic parts, sized for a 4.0 mm pilot hole. Pressed in with a soldering iron tip they give durable threads that survive repeated assembly.',
    model: 'M3 x 4.0 x 5.7',
    tags: ['heat-set insert', 'brass', 'm3'], industries: ['Consumer Electronics', 'Robotics', 'Education'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Thread: 'M3 x 0.5', Length: '4.0 mm', 'Outer diameter': '5.7 mm', 'Recommended hole': '4.0 mm', Material: 'C3604 brass' },
  },
  {
    seller: 'wei.zhang', name: '2020 V-slot aluminium extrusion offcuts, 15 kg lot', category: 'mechanical_parts', condition: 'good', price: '45.00', quantity: 4,
    description: 'Offcuts from our fixture shop in lengths between 120 mm and 780 mm, clear anodised and cut square. Some pieces have light scratches or drilled end taps; great for jigs, test stands and small frames.',
    isUsed: true,
    tags: ['2020 extrusion', 'v-slot', 'offcuts'], industries: ['Industrial Automation', 'Education', 'Robotics'], shippingOptions: ['Standard Shipping', 'Local Pickup'],
    specifications: { Profile: '20 x 20 mm V-slot', Alloy: '6063-T5', Finish: 'Clear anodised', 'Length range': '120-780 mm', 'Lot weight': '15 kg' },
  },
  {
    seller: 'hana.sato', name: '608-2RS stainless ball bearings, 100 pcs', category: 'mechanical_parts', condition: 'new', price: '27.00', quantity: 70,
    description: 'Rubber-sealed 8 x 22 x 7 mm deep groove bearings in 440C stainless steel, pre-greased. Suited to wet or outdoor mechanisms such as rollers, pulleys and skate-style wheels.',
    model: 'S608-2RS',
    tags: ['bearing', '608', 'stainless'], industries: ['Robotics', 'Agriculture', 'Industrial Automation'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Dimensions: '8 x 22 x 7 mm', Material: '440C stainless steel', Seals: '2RS rubber', 'Dynamic load rating': '3.3 kN', 'Max speed': '20,000 rpm' },
  },

  // Sensors
  {
    seller: 'mei.lin', name: 'Bosch BME280 humidity, pressure and temperature sensor, 50 pcs', category: 'sensors', condition: 'new', price: '149.00', quantity: 20,
    description: 'Combined environmental sensor in a 2.5 x 2.5 mm LGA package, cut from a factory reel. Widely used for weather stations, HVAC controls and indoor air quality nodes.',
    brand: 'Bosch Sensortec', model: 'BME280', manufactureDate: '2025-01',
    tags: ['bme280', 'humidity', 'barometer'], industries: ['IoT', 'Consumer Electronics', 'Agriculture'], shippingOptions: ['Standard Shipping', 'Express Shipping', 'International Shipping'],
    specifications: { 'Supply voltage': '1.71-3.6 V', Interface: 'I2C / SPI', 'Humidity accuracy': '±3 %RH', 'Pressure accuracy': '±1 hPa', Package: 'LGA-8, 2.5 x 2.5 x 0.93 mm' },
  },
  {
    seller: 'mei.lin', name: 'TDK InvenSense ICM-42688-P 6-axis IMU, 25 pcs', category: 'sensors', condition: 'new', price: '98.75', quantity: 16,
    description: 'Low-noise gyroscope and accelerometer popular in drone flight controllers and motion capture. Genuine TDK parts in cut tape with the reel label copied onto the bag.',
    brand: 'TDK InvenSense', model: 'ICM-42688-P',
    tags: ['imu', 'gyroscope', 'accelerometer'], industries: ['Aerospace', 'Robotics', 'Wearables'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { 'Gyro range': '±15.6 to ±2000 °/s', 'Accel range': '±2 to ±16 g', 'Gyro noise': '2.8 mdps/√Hz', Interface: 'SPI 24 MHz / I2C / I3C', Package: 'LGA-14, 2.5 x 3 mm' },
  },
  {
    seller: 'carlos.rivera', name: 'Sensirion SCD41 photoacoustic CO2 sensor', category: 'sensors', condition: 'new', price: '49.50', quantity: 30,
    description: 'True NDIR-class CO2 measurement in a 10 x 10 x 6.5 mm SMD module, with on-board humidity and temperature compensation. Drop-in for ventilation controllers and classroom air monitors.',
    brand: 'Sensirion', model: 'SCD41-D-R2',
    tags: ['co2', 'air quality', 'scd41'], industries: ['IoT', 'Consumer Electronics', 'Education'], shippingOptions: ['Standard Shipping', 'Express Shipping'],
    specifications: { 'Measurement range': '400-5000 ppm', Accuracy: '±(40 ppm + 5%)', 'Supply voltage': '2.4-5.5 V', Interface: 'I2C', 'Average current': '0.5 mA at 1 measurement per 5 min' },
  },
  {
    seller: 'liam.okafor', name: 'Capacitive soil moisture probes, stainless IP68, lot of 24', category: 'sensors', condition: 'like_new', price: '180.00', quantity: 2,
    description: 'Spare probes from our Hydroloop pilot order; they were calibrated in loam and sand but never buried. Each has a 3 m PUR cable with an M8 connector and outputs 0-2.5 V proportional to volumetric water content.',
    brand: 'Hydroloop', model: 'HL-SM2', manufactureDate: '2024-11',
    tags: ['soil moisture', 'capacitive', 'ip68'], industries: ['Agriculture', 'IoT'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Output: '0-2.5 V analog', 'Supply voltage': '3.3-12 V', Accuracy: '±3% VWC after soil calibration', 'Cable length': '3 m PUR', 'Ingress rating': 'IP68' },
  },
  {
    seller: 'wei.zhang', name: 'Keyence LR-TB5000 long-range laser sensor', category: 'sensors', condition: 'used', price: '140.00', quantity: 1,
    description: 'Removed from a conveyor station during a line change; fully working with a clean lens and intact housing. Supplied with a 2 m M12 cable but without the mounting bracket.',
    brand: 'Keyence', model: 'LR-TB5000', serialNumber: 'KY81044729', manufactureDate: '2021-06', isUsed: true,
    tags: ['laser sensor', 'keyence', 'presence detection'], industries: ['Industrial Automation'], shippingOptions: ['Standard Shipping', 'Express Shipping', 'International Shipping'],
    specifications: { 'Detection range': '60-5000 mm', Output: 'NPN / PNP selectable', 'Supply voltage': '10-30 V DC', Light: 'Class 1 red laser, 660 nm', Connector: 'M12 4-pin' },
  },
  {
    seller: 'mei.lin', name: 'ST LIS2DW12 ultra-low-power accelerometer, 100 pcs', category: 'sensors', condition: 'new', price: '112.00', quantity: 10,
    description: 'Three-axis MEMS accelerometer that draws under 1 µA in low-power mode, with built-in tap, free-fall and wake-up detection. A good choice for asset trackers and wrist-worn step counters.',
    brand: 'STMicroelectronics', model: 'LIS2DW12TR',
    tags: ['accelerometer', 'mems', 'low power'], industries: ['Wearables', 'IoT'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { 'Full scale': '±2/±4/±8/±16 g', 'Current consumption': '50 nA power-down, 0.38 µA at 1.6 Hz', Interface: 'I2C / SPI', Package: 'LGA-12, 2 x 2 x 0.7 mm' },
  },
  {
    seller: 'maya.chen', name: 'MAX30102 pulse oximeter breakout boards, 12 pcs', category: 'sensors', condition: 'like_new', price: '42.00', quantity: 1,
    description: 'Small red/IR optical boards we bought for fingertip and wrist PPG testing; most were only powered on for a quick bring-up check. Include 1.8 V and 3.3 V regulators so they work straight from a 3.3 V MCU.',
    brand: 'Analog Devices (Maxim)', model: 'MAX30102', isUsed: true,
    tags: ['ppg', 'spo2', 'heart rate'], industries: ['Wearables', 'Medical Devices', 'Education'], shippingOptions: ['Standard Shipping'],
    specifications: { LEDs: 'Red 660 nm and IR 880 nm', ADC: '18-bit', Interface: 'I2C', 'Board size': '14 x 17 mm' },
  },

  // Controllers
  {
    seller: 'wei.zhang', name: 'Siemens SIMATIC S7-1200 CPU 1214C DC/DC/DC', category: 'controllers', condition: 'refurbished', price: '385.00', quantity: 1,
    description: 'Pulled from a decommissioned test fixture, reset to factory defaults and bench-tested on all 14 inputs and 10 outputs. Firmware V4.4, with a fresh terminal block set and a 90-day warranty from us.',
    brand: 'Siemens', model: '6ES7214-1AG40-0XB0', serialNumber: 'S C-N4TK1736', manufactureDate: '2020-10', isUsed: true,
    tags: ['plc', 's7-1200', 'siemens'], industries: ['Industrial Automation'], shippingOptions: ['Standard Shipping', 'Express Shipping', 'International Shipping'],
    specifications: { 'Digital I/O': '14 in / 10 out', 'Analog inputs': '2 x 0-10 V', 'Work memory': '100 KB', 'Supply voltage': '24 V DC', Communication: 'PROFINET' },
  },
  {
    seller: 'liam.okafor', name: 'Hydroloop 8-zone irrigation controller, pilot units', category: 'controllers', condition: 'good', price: '95.00', quantity: 14,
    description: 'Wall-mount controllers from our first farm pilot, each driving eight 24 VAC solenoid valves with Wi-Fi scheduling and a rain sensor input. Housings show mild UV fading; all units were reflashed with the final firmware.',
    brand: 'Hydroloop', model: 'HL-C8', manufactureDate: '2023-05', isUsed: true,
    tags: ['irrigation', 'valve controller', 'wifi'], industries: ['Agriculture', 'IoT'], shippingOptions: ['Standard Shipping', 'International Shipping', 'Local Pickup'],
    specifications: { Zones: '8', 'Valve output': '24 VAC, 0.5 A per zone', Connectivity: 'Wi-Fi 2.4 GHz', Inputs: 'Rain sensor, flow meter pulse', Enclosure: 'IP54' },
  },
  {
    seller: 'sofia.martins', name: 'ODrive S1 brushless motor controller', category: 'controllers', condition: 'like_new', price: '139.00', quantity: 3,
    description: 'Single-axis FOC controller used briefly while we evaluated actuators for our mobile base. Supports CAN and USB and accepts a wide 12-48 V supply; includes the original thermistor lead.',
    brand: 'ODrive Robotics', model: 'S1', isUsed: true,
    tags: ['bldc', 'foc', 'motor driver'], industries: ['Robotics'], shippingOptions: ['Standard Shipping', 'Express Shipping'],
    specifications: { 'Supply voltage': '12-48 V', 'Continuous current': '40 A', Interfaces: 'CAN, USB, UART, step/dir', 'Encoder support': 'Onboard magnetic, SPI, incremental' },
  },
  {
    seller: 'carlos.rivera', name: 'Raspberry Pi Compute Module 4, 4 GB RAM, 32 GB eMMC, Wi-Fi', category: 'controllers', condition: 'new', price: '85.00', quantity: 22,
    description: 'CM4104032 in sealed retail packaging, the variant most carrier boards and industrial gateways are designed around. Supply is steady, so larger quantities can be quoted.',
    brand: 'Raspberry Pi', model: 'CM4104032',
    tags: ['raspberry pi', 'cm4', 'linux'], industries: ['Industrial Automation', 'IoT'], shippingOptions: ['Standard Shipping', 'Express Shipping', 'International Shipping'],
    specifications: { SoC: 'Broadcom BCM2711, 4 x Cortex-A72 1.5 GHz', RAM: '4 GB LPDDR4', Storage: '32 GB eMMC', Wireless: 'Wi-Fi 5, Bluetooth 5.0' },
  },
  {
    seller: 'sofia.martins', name: 'BIGTREETECH TMC2209 stepper driver modules, 10 pcs', category: 'controllers', condition: 'new', price: '39.00', quantity: 18,
    description: 'StepStick-format drivers with UART configuration, StealthChop silent mode and sensorless homing. Extra stock from our gantry prototype order, still in anti-static tubes.',
    brand: 'BIGTREETECH', model: 'TMC2209 V1.3',
    tags: ['stepper driver', 'tmc2209', 'stepstick'], industries: ['Robotics', 'Industrial Automation', 'Education'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { 'Motor supply': '4.75-28 V', 'RMS current': '2.0 A (2.8 A peak)', Microstepping: 'up to 1/256', Interface: 'Step/dir + UART' },
  },
  {
    seller: 'liam.okafor', name: 'Arduino Opta WiFi micro PLC', category: 'controllers', condition: 'good', price: '118.00', quantity: 2,
    description: 'Used for four months to run pump sequencing in a greenhouse trial, then replaced by our own controller. Both units work fine; one has a small scuff on the front label.',
    brand: 'Arduino', model: 'AFX00002', isUsed: true,
    tags: ['plc', 'arduino', 'relay outputs'], industries: ['Industrial Automation', 'Agriculture'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { MCU: 'STM32H747XI dual-core', Inputs: '8 x 0-10 V / digital', Outputs: '4 x relay, 10 A', Connectivity: 'Ethernet, Wi-Fi, BLE, RS-485' },
  },

  // Power supply
  {
    seller: 'carlos.rivera', name: 'Mean Well LRS-350-24 enclosed power supply, 24 V 14.6 A', category: 'power_supply', condition: 'new', price: '38.50', quantity: 25,
    description: 'Low-profile 350 W supply, 30 mm tall, with screw terminals and a fan that only spins up under load. A standard choice for CNC, LED and 3D printer builds.',
    brand: 'Mean Well', model: 'LRS-350-24',
    tags: ['psu', '24v', 'mean well'], industries: ['Industrial Automation', 'Consumer Electronics'], shippingOptions: ['Standard Shipping', 'Express Shipping'],
    specifications: { Output: '24 V DC, 14.6 A', 'Input voltage': '90-132 / 180-264 V AC (switch)', Efficiency: '89%', Dimensions: '215 x 115 x 30 mm' },
  },
  {
    seller: 'carlos.rivera', name: 'RECOM R-78E5.0-0.5 switching regulators, 50 pcs', category: 'power_supply', condition: 'new', price: '92.50', quantity: 14,
    description: 'Pin-compatible replacement for a 7805 linear regulator that runs cool at up to 92% efficiency. No external parts needed for most designs, which makes it easy to drop into existing boards.',
    brand: 'RECOM', model: 'R-78E5.0-0.5',
    tags: ['dc-dc', '7805 replacement', 'sip3'], industries: ['Industrial Automation', 'IoT', 'Education'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { 'Input voltage': '7-28 V DC', Output: '5 V, 500 mA', Efficiency: 'up to 92%', Package: 'SIP3' },
  },
  {
    seller: 'liam.okafor', name: 'Victron SmartSolar MPPT 75/10 charge controllers, 6 pcs', category: 'power_supply', condition: 'like_new', price: '68.00', quantity: 6,
    description: 'Took these off our off-grid valve stations after switching to a smaller custom charger; they were in service for under a month. Bluetooth setup through the VictronConnect app still works on every unit.',
    brand: 'Victron Energy', model: 'SCC075010060R', isUsed: true,
    tags: ['solar', 'mppt', 'charge controller'], industries: ['Energy', 'Agriculture'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { 'Battery voltage': '12 / 24 V auto', 'Charge current': '10 A', 'PV open-circuit voltage': '75 V max', Connectivity: 'Bluetooth, VE.Direct' },
  },
  {
    seller: 'maya.chen', name: 'Grepow 402030 LiPo cells, 180 mAh with protection, 40 pcs', category: 'power_supply', condition: 'new', price: '46.00', quantity: 1,
    description: 'Thin pouch cells with protection circuits and 50 mm leads, bought for our ECG patch and never used. UN38.3 report included; ground shipping only because of lithium rules.',
    brand: 'Grepow', model: 'GRP402030', manufactureDate: '2025-06',
    tags: ['lipo', 'battery', 'wearable power'], industries: ['Wearables', 'Consumer Electronics'], shippingOptions: ['Standard Shipping'],
    specifications: { Capacity: '180 mAh', 'Nominal voltage': '3.7 V', Dimensions: '4.0 x 20 x 30 mm', Protection: 'Overcharge, overdischarge, short circuit' },
  },
  {
    seller: 'wei.zhang', name: 'Eltek Flatpack2 48/2000 HE rectifier module', category: 'power_supply', condition: 'refurbished', price: '145.00', quantity: 9,
    description: 'Telecom rectifiers cleaned, fitted with new fans and load-tested at 40 A for two hours. Popular for 48 V battery banks and e-bike chargers when paired with a CAN controller.',
    brand: 'Eltek', model: '241119.105', manufactureDate: '2019-02', isUsed: true,
    tags: ['rectifier', '48v', 'telecom power'], industries: ['Telecommunications', 'Energy'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Output: '48-57.6 V DC, 41.7 A', Power: '2000 W', Efficiency: '96.5%', 'Input voltage': '185-275 V AC', Control: 'CAN bus' },
  },

  // Enclosures
  {
    seller: 'hana.sato', name: 'IP67 polycarbonate enclosure 200 x 150 x 75 mm, light grey', category: 'enclosures', condition: 'new', price: '18.50', quantity: 120,
    description: 'UV-stabilised PC box with captive stainless screws, a silicone gasket and brass inserts for a mounting plate. Knock-out positions on both long sides fit M20 cable glands.',
    brand: 'Sato Injection Works', model: 'SIW-PC2015',
    tags: ['ip67', 'polycarbonate', 'outdoor enclosure'], industries: ['Industrial Automation', 'Agriculture', 'Energy'], shippingOptions: ['Standard Shipping', 'Freight', 'International Shipping'],
    specifications: { 'Outer dimensions': '200 x 150 x 75 mm', Material: 'Polycarbonate, UL94 V-2', 'Ingress rating': 'IP67', 'Impact rating': 'IK08', 'Operating temperature': '-40 to +80 °C' },
  },
  {
    seller: 'hana.sato', name: 'ABS handheld enclosures with AA battery door, 50 sets (tooling overrun)', category: 'enclosures', condition: 'new', price: '310.00', quantity: 3,
    description: 'Overrun from a customer meter project: two-part shell, battery door for 2 x AA and a 48 x 36 mm window opening for a display. Moulded in matte black ABS with a light VDI 27 texture.',
    brand: 'Sato Injection Works', manufactureDate: '2025-08',
    tags: ['handheld case', 'abs', 'battery door'], industries: ['Consumer Electronics', 'Industrial Automation'], shippingOptions: ['Standard Shipping', 'Freight'],
    specifications: { 'Outer dimensions': '145 x 72 x 28 mm', Material: 'ABS, matte black', 'Display window': '48 x 36 mm', 'Sets per lot': '50' },
  },
  {
    seller: 'hana.sato', name: '1590BB-size die-cast aluminium box, powder-coated', category: 'enclosures', condition: 'new', price: '9.80', quantity: 200,
    description: 'ADC12 die-cast box matching the classic 1590BB footprint used for guitar pedals and rugged sensor nodes. Satin black powder coat on the outside and bare metal inside for grounding.',
    brand: 'Sato Injection Works', model: 'SIW-AL1590BB',
    tags: ['die-cast', 'aluminium box', 'pedal enclosure'], industries: ['Consumer Electronics', 'IoT'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { 'Outer dimensions': '119.5 x 94 x 34 mm', Material: 'ADC12 aluminium alloy', 'Wall thickness': '2.5 mm', Finish: 'Satin black powder coat' },
  },
  {
    seller: 'wei.zhang', name: '19 inch 2U steel rack chassis, 10 units', category: 'enclosures', condition: 'good', price: '280.00', quantity: 1,
    description: 'Chassis returned from a data logger project, emptied and cleaned, with a few cosmetic scratches on the lids. Each has a removable front panel, vented sides and a 450 mm depth.',
    isUsed: true,
    tags: ['rack mount', '2u', 'steel chassis'], industries: ['Telecommunications', 'Industrial Automation'], shippingOptions: ['Freight', 'Local Pickup'],
    specifications: { Height: '2U (88 mm)', Depth: '450 mm', Material: 'SGCC steel, 1.2 mm', Finish: 'Black powder coat', 'Units in lot': '10' },
  },
  {
    seller: 'elena.rossi', name: 'Watch-style wearable housings in MJF PA12, 30 pcs', category: 'enclosures', condition: 'new', price: '120.00', quantity: 2,
    description: 'Printed by HP Multi Jet Fusion and dyed black, with 22 mm spring-bar lugs and a pocket for a 1.28 inch round display. Made for a design sprint that ended early, so they are spare and unassembled.',
    brand: 'Rossi Design', model: 'RD-W28',
    tags: ['wearable housing', 'mjf', 'pa12'], industries: ['Wearables', 'Consumer Electronics'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { 'Case diameter': '42 mm', Thickness: '11.5 mm', Material: 'PA12, vapour smoothed', 'Strap width': '22 mm' },
  },
  {
    seller: 'wei.zhang', name: 'Pelican 1510 carry-on case with pick-and-pluck foam', category: 'enclosures', condition: 'good', price: '95.00', quantity: 3,
    description: 'Used to ship demo units to trade shows; the latches, wheels and pressure valve all work and the foam is complete. Outer shell has scuffs and one customer sticker residue.',
    brand: 'Pelican', model: '1510', isUsed: true,
    tags: ['hard case', 'transport', 'pelican'], industries: ['Industrial Automation', 'Aerospace'], shippingOptions: ['Standard Shipping', 'Local Pickup'],
    specifications: { 'Interior dimensions': '50.2 x 27.9 x 19.3 cm', Material: 'Polypropylene copolymer', 'Ingress rating': 'IP67', Weight: '5.6 kg' },
  },

  // Connectors
  {
    seller: 'mei.lin', name: 'JST PH 2.0 mm 2-pin connector sets, 100 pcs', category: 'connectors', condition: 'new', price: '4.50', quantity: 300,
    description: 'Housings, crimp terminals and right-angle SMD headers for small LiPo packs and speakers. The housings accept 26-32 AWG wire.',
    model: 'PH 2.0 2P',
    tags: ['jst ph', 'battery connector', '2-pin'], industries: ['Consumer Electronics', 'Wearables', 'Education'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Pitch: '2.0 mm', Positions: '2', 'Current rating': '2 A', 'Wire range': '26-32 AWG' },
  },
  {
    seller: 'mei.lin', name: 'Molex Micro-Fit 3.0 vertical headers, 8 circuits, 50 pcs', category: 'connectors', condition: 'new', price: '27.50', quantity: 40,
    description: 'Dual-row through-hole headers with a positive latch, used for board power inputs up to 5 A per pin. Original Molex parts in a labelled bag.',
    brand: 'Molex', model: '43045-0800',
    tags: ['micro-fit', 'power header', 'molex'], industries: ['Industrial Automation', 'Automotive'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Pitch: '3.0 mm', Circuits: '8 (2 x 4)', 'Current rating': '5 A per contact', Mounting: 'Through-hole, vertical' },
  },
  {
    seller: 'carlos.rivera', name: 'GCT USB4105 USB Type-C receptacle, 100 pcs', category: 'connectors', condition: 'new', price: '64.00', quantity: 25,
    description: '16-pin USB-C receptacle for USB 2.0 data and power, with through-hole shell stakes for mechanical strength. Footprint is in every major CAD library, so it is an easy pick for a first board.',
    brand: 'GCT', model: 'USB4105-GF-A',
    tags: ['usb-c', 'receptacle', 'usb 2.0'], industries: ['Consumer Electronics', 'IoT', 'Wearables'], shippingOptions: ['Standard Shipping', 'Express Shipping'],
    specifications: { Contacts: '16', 'Current rating': '5 A (VBUS)', Mounting: 'SMT with through-hole shell', 'Mating cycles': '10,000' },
  },
  {
    seller: 'wei.zhang', name: 'Amphenol M12 A-coded panel connectors, lot of 40', category: 'connectors', condition: 'like_new', price: '96.00', quantity: 1,
    description: 'Unused 5-pin female rear-mount receptacles with 0.5 m leads, left after a customer cancelled a sensor run. A few bags were opened for incoming inspection.',
    brand: 'Amphenol', model: 'M12A-05PFFR-SF8001',
    tags: ['m12', 'circular connector', 'ip67'], industries: ['Industrial Automation', 'Robotics'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Coding: 'A-coded', Positions: '5', 'Ingress rating': 'IP67 when mated', 'Panel thread': 'PG9', 'Lead length': '0.5 m' },
  },
  {
    seller: 'mei.lin', name: 'Hirose DF13 1.25 mm crimp housings, 6 position, 200 pcs', category: 'connectors', condition: 'new', price: '3.90', quantity: 80,
    description: 'Small wire-to-board housings often found on drone flight controllers and LCD backlights. Crimp contacts (DF13-2630SCF) are sold separately.',
    brand: 'Hirose', model: 'DF13-6S-1.25C',
    tags: ['df13', 'wire-to-board', 'hirose'], industries: ['Aerospace', 'Consumer Electronics'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Pitch: '1.25 mm', Positions: '6', 'Current rating': '1 A', Material: 'PA66, UL94 V-0' },
  },
  {
    seller: 'liam.okafor', name: 'TE DEUTSCH DT waterproof connector kits, 25 sets', category: 'connectors', condition: 'new', price: '42.00', quantity: 4,
    description: 'Matched 2-pin and 4-pin DT plugs and receptacles with wedgelocks and solid contacts, the connectors we standardised on for buried valve wiring. Sealed up to IP68 and easy to crimp with a standard DT tool.',
    brand: 'TE Connectivity', model: 'DT04-2P / DT06-4S',
    tags: ['deutsch dt', 'waterproof', 'field wiring'], industries: ['Agriculture', 'Automotive'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { 'Current rating': '13 A per contact', 'Wire range': '16-20 AWG', 'Ingress rating': 'IP68', 'Operating temperature': '-55 to +125 °C' },
  },

  // Displays
  {
    seller: 'mei.lin', name: '2.13 inch e-paper display, 250 x 122, SPI', category: 'displays', condition: 'new', price: '11.90', quantity: 150,
    description: 'Black and white e-ink panel with fast 0.3 s partial refresh, holding its image with zero power. Used in shelf labels, badges and battery-powered sensor nodes.',
    brand: 'Good Display', model: 'GDEY0213B74',
    tags: ['e-paper', 'e-ink', 'low power display'], industries: ['IoT', 'Consumer Electronics'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Resolution: '250 x 122', 'Active area': '48.55 x 23.71 mm', Interface: 'SPI', 'Partial refresh': '0.3 s', 'Operating temperature': '0 to +50 °C' },
  },
  {
    seller: 'mei.lin', name: '1.3 inch SH1106 OLED modules 128 x 64, white, 10 pcs', category: 'displays', condition: 'new', price: '29.00', quantity: 35,
    description: 'High-contrast monochrome OLEDs on a 4-pin I2C breakout, readable in direct light. A good fit for status screens on test jigs and handheld tools.',
    model: 'SH1106-1.3-I2C-W',
    tags: ['oled', 'sh1106', 'i2c display'], industries: ['Education', 'Consumer Electronics'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Resolution: '128 x 64', Controller: 'SH1106', Interface: 'I2C', 'Supply voltage': '3.3-5 V', Colour: 'White' },
  },
  {
    seller: 'mei.lin', name: '7 inch IPS HDMI display 1024 x 600 with capacitive touch', category: 'displays', condition: 'new', price: '54.00', quantity: 24,
    description: 'Plug-and-play panel with HDMI video and USB touch, recognised by Raspberry Pi OS and Windows without drivers. Wide 170° viewing angles and a bonded cover glass.',
    model: 'TSD-070IPS-CT',
    tags: ['hdmi display', 'touchscreen', 'ips'], industries: ['Industrial Automation', 'Education'], shippingOptions: ['Standard Shipping', 'Express Shipping', 'International Shipping'],
    specifications: { Resolution: '1024 x 600', Touch: '5-point capacitive, USB', Brightness: '350 cd/m²', Input: 'HDMI', 'Outline size': '164.9 x 100 mm' },
  },
  {
    seller: 'elena.rossi', name: 'Round 1.28 inch GC9A01 IPS displays for wearables, 8 pcs', category: 'displays', condition: 'like_new', price: '36.00', quantity: 1,
    description: 'Circular 240 x 240 panels we mounted in watch mock-ups for user tests; the FPC tails are intact and the protective film is still on. Driven over 4-wire SPI from almost any MCU.',
    model: 'GC9A01-128-240', isUsed: true,
    tags: ['round display', 'gc9a01', 'smartwatch'], industries: ['Wearables', 'Consumer Electronics'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Resolution: '240 x 240', Diagonal: '1.28 inch', Controller: 'GC9A01', Interface: '4-wire SPI' },
  },
  {
    seller: 'wei.zhang', name: 'Weintek cMT3108XP 10.1 inch HMI touch panel', category: 'displays', condition: 'refurbished', price: '260.00', quantity: 2,
    description: 'Removed from a packaging line upgrade, with the front film replaced and the project memory cleared. Tested with EasyBuilder Pro over Ethernet and Modbus RTU.',
    brand: 'Weintek', model: 'cMT3108XP', serialNumber: 'WK2301080415', manufactureDate: '2023-01', isUsed: true,
    tags: ['hmi', 'touch panel', 'weintek'], industries: ['Industrial Automation'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Display: '10.1 inch TFT, 1024 x 600', Processor: 'Quad-core ARM, 1.6 GHz', Ports: '2 x Ethernet, COM, USB', 'Supply voltage': '24 V DC', 'Front ingress rating': 'IP66' },
  },
  {
    seller: 'mei.lin', name: 'Sharp Memory LCD LS013B7DH03, 1.28 inch, 6 pcs', category: 'displays', condition: 'new', price: '72.00', quantity: 14,
    description: 'Reflective memory LCDs that draw only a few microwatts while holding a static image, a favourite for smartwatches and patch-style wearables. Genuine Sharp stock in the original trays with FPC protectors.',
    brand: 'Sharp', model: 'LS013B7DH03', manufactureDate: '2025-05',
    tags: ['memory lcd', 'reflective', 'ultra low power'], industries: ['Wearables', 'Medical Devices'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Resolution: '128 x 128', Diagonal: '1.28 inch', Interface: '3-wire SPI', 'Power (static image)': '5 µW' },
  },

  // Prototyping materials
  {
    seller: 'noah.kim', name: 'FR4 single-sided copper clad boards 100 x 150 mm, 20 pcs', category: 'prototyping', condition: 'new', price: '16.00', quantity: 50,
    description: 'For milling or etching one-off PCBs at your desk; flat and free of oxidation. 35 µm copper on 1.6 mm glass-epoxy substrate.',
    model: 'FR4-SS-1015',
    tags: ['copper clad', 'pcb milling', 'fr4'], industries: ['Education', 'Consumer Electronics'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Dimensions: '100 x 150 mm', Thickness: '1.6 mm', 'Copper weight': '1 oz (35 µm)', Sides: 'Single' },
  },
  {
    seller: 'noah.kim', name: '830-point solderless breadboards with jumper wire kit, 6 pcs', category: 'prototyping', condition: 'new', price: '21.50', quantity: 40,
    description: 'Full-size breadboards with phosphor bronze contacts and adhesive backs, plus 140 pre-formed jumper wires in 14 lengths. We use these in our weekend electronics workshops.',
    tags: ['breadboard', 'jumper wires', 'workshop'], industries: ['Education'], shippingOptions: ['Standard Shipping', 'International Shipping', 'Local Pickup'],
    specifications: { 'Tie points': '830 per board', 'Contact material': 'Phosphor bronze, nickel plated', 'Board size': '165 x 55 x 10 mm', 'Jumper wires': '140 pcs, 22 AWG solid' },
  },
  {
    seller: 'noah.kim', name: 'Formlabs Grey Pro resin, 1 L cartridges, 3 sealed', category: 'prototyping', condition: 'like_new', price: '210.00', quantity: 1,
    description: 'Sealed cartridges left over after we moved our studio to a different printer, stored at 22 °C and out of sunlight. Use-by date is 2027-05; good for snap-fit mock-ups and jigs that need some stiffness.',
    brand: 'Formlabs', model: 'RS-F2-PRGR-01', manufactureDate: '2025-11',
    tags: ['sla resin', 'formlabs', 'grey pro'], industries: ['Consumer Electronics', 'Medical Devices'], shippingOptions: ['Standard Shipping'],
    specifications: { Volume: '3 x 1 L', 'Tensile modulus': '2.6 GPa', 'Heat deflection temp.': '78 °C at 0.45 MPa', Compatibility: 'Form 2, Form 3/3+' },
  },
  {
    seller: 'noah.kim', name: 'Prusament PETG filament 1.75 mm, 8 spools in mixed colours', category: 'prototyping', condition: 'new', price: '176.00', quantity: 3,
    description: 'Eight 1 kg spools (two each of black, signal white, jet black and orange) in vacuum bags with desiccant. Tight ±0.02 mm diameter tolerance makes for consistent functional parts.',
    brand: 'Prusament', model: 'PETG 1.75 mm 1 kg',
    tags: ['petg', '3d printing filament', 'prusament'], industries: ['Education', 'Consumer Electronics', 'Robotics'], shippingOptions: ['Standard Shipping', 'Local Pickup'],
    specifications: { Diameter: '1.75 mm ±0.02 mm', 'Spool weight': '1 kg', 'Print temperature': '240-260 °C', 'Bed temperature': '70-90 °C' },
  },
  {
    seller: 'elena.rossi', name: 'E-textile starter bundle: conductive thread, snaps and sewable LEDs', category: 'prototyping', condition: 'new', price: '34.00', quantity: 15,
    description: 'The kit we give students in our wearables course: stainless conductive thread, 20 sewable LEDs, snap fasteners, a coin cell holder and a knit stretch sensor. Enough to build two light-up sleeve prototypes.',
    brand: 'Rossi Design',
    tags: ['e-textiles', 'conductive thread', 'sewable electronics'], industries: ['Wearables', 'Education'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Thread: '316L stainless, 2-ply, 12 m', 'Thread resistance': '30 Ω/m', LEDs: '20 pcs, 3.3 V, sewable pads', Power: 'CR2032 holder with switch' },
  },
  {
    seller: 'wei.zhang', name: 'SMT stencil frame with 8 laser-cut stainless stencils', category: 'prototyping', condition: 'good', price: '60.00', quantity: 1,
    description: 'Quick-release aluminium frame for 370 x 470 mm frameless stencils, with eight 0.12 mm stencils from retired jobs that can be reused or re-cut. Frame has wear marks but tensions evenly.',
    isUsed: true,
    tags: ['smt stencil', 'solder paste', 'stencil frame'], industries: ['Consumer Electronics'], shippingOptions: ['Standard Shipping', 'Local Pickup'],
    specifications: { 'Frame size': '470 x 370 mm', 'Stencil thickness': '0.12 mm', 'Stencil material': '304 stainless steel', 'Stencils included': '8' },
  },
  {
    seller: 'noah.kim', name: 'Kapton polyimide tape, 10 mm and 25 mm, 10 rolls', category: 'prototyping', condition: 'new', price: '19.90', quantity: 60,
    description: 'Heat-resistant amber tape for masking during reflow, insulating battery tabs and holding thermocouples to a board. Silicone adhesive peels off cleanly after heating.',
    model: 'PI-33M-MIX',
    tags: ['kapton tape', 'polyimide', 'masking'], industries: ['Consumer Electronics', 'Aerospace'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Widths: '5 x 10 mm, 5 x 25 mm', 'Roll length': '33 m', Thickness: '0.06 mm', 'Temperature range': '-73 to +260 °C' },
  },

  // Development kits
  {
    seller: 'elena.rossi', name: 'Nordic nRF5340 DK development kit', category: 'development_kits', condition: 'like_new', price: '42.00', quantity: 2,
    description: 'Dual-core Bluetooth LE Audio board used for one week of prototyping in our studio. Comes with the onboard J-Link debugger and the original box.',
    brand: 'Nordic Semiconductor', model: 'nRF5340-DK', isUsed: true,
    tags: ['nrf5340', 'le audio', 'dev board'], industries: ['Wearables', 'IoT'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { SoC: 'nRF5340, dual Cortex-M33', Radio: 'Bluetooth LE 5.4, Thread, Zigbee', Debugger: 'Onboard SEGGER J-Link', Power: 'USB, coin cell or external' },
  },
  {
    seller: 'elena.rossi', name: 'AMD Kria KV260 Vision AI Starter Kit', category: 'development_kits', condition: 'good', price: '189.00', quantity: 1,
    description: 'Zynq UltraScale+ based vision board that ran a gesture recognition demo at a Berlin exhibition. Includes the fan heatsink, power adapter and a 64 GB SD card with the Ubuntu image.',
    brand: 'AMD Xilinx', model: 'SK-KV260-G', serialNumber: 'XFL1KV26A0391', isUsed: true,
    tags: ['fpga', 'kria', 'vision ai'], industries: ['Robotics', 'Industrial Automation'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { SoC: 'Zynq UltraScale+ K26 SOM', 'Logic cells': '256K', Memory: '4 GB DDR4', 'Camera inputs': '3 x MIPI' },
  },
  {
    seller: 'carlos.rivera', name: 'STM32 Nucleo-F446RE boards, 5-pack', category: 'development_kits', condition: 'new', price: '82.00', quantity: 12,
    description: 'Arduino-header compatible Nucleo-64 boards with the ST-LINK/V2-1 debugger built in. Great for classrooms and firmware teams that need matching bring-up boards.',
    brand: 'STMicroelectronics', model: 'NUCLEO-F446RE',
    tags: ['nucleo', 'stm32f4', 'arduino headers'], industries: ['Education', 'Industrial Automation'], shippingOptions: ['Standard Shipping', 'Express Shipping'],
    specifications: { MCU: 'STM32F446RET6, 180 MHz', Flash: '512 KB', Debugger: 'ST-LINK/V2-1', Headers: 'Arduino Uno V3 + ST morpho' },
  },
  {
    seller: 'sofia.martins', name: 'NVIDIA Jetson AGX Orin 64GB Developer Kit', category: 'development_kits', condition: 'good', price: '1390.00', quantity: 1,
    description: 'Ran our robot perception stack for about eight months and is now surplus after we moved to Orin NX modules. Reflashed with JetPack 6; the case has minor marks near the ports.',
    brand: 'NVIDIA', model: '945-13730-0050-000', serialNumber: '1424322045117', manufactureDate: '2023-03', isUsed: true,
    tags: ['jetson', 'edge ai', 'gpu'], industries: ['Robotics', 'Industrial Automation', 'Automotive'], shippingOptions: ['Standard Shipping', 'Express Shipping', 'International Shipping'],
    specifications: { 'AI performance': '275 TOPS', GPU: '2048-core Ampere, 64 Tensor Cores', CPU: '12-core Arm Cortex-A78AE', Memory: '64 GB LPDDR5', Storage: '64 GB eMMC' },
  },
  {
    seller: 'noah.kim', name: 'Arduino Education Starter Kits, class set of 8', category: 'development_kits', condition: 'good', price: '260.00', quantity: 1,
    description: 'Eight kits from a term of secondary school workshops, each checked against the parts list with missing resistors and LEDs replaced. Boards, cables and project books are all included.',
    brand: 'Arduino', model: 'AKX00023', isUsed: true,
    tags: ['arduino', 'classroom', 'starter kit'], industries: ['Education'], shippingOptions: ['Standard Shipping', 'Local Pickup'],
    specifications: { Board: 'Arduino Uno Rev3', 'Kits in set': '8', Lessons: '9 guided projects', 'Storage box': 'Stackable plastic case per kit' },
  },
  {
    seller: 'maya.chen', name: 'TI ADS1292R ECG front-end evaluation module', category: 'development_kits', condition: 'used', price: '95.00', quantity: 1,
    description: 'The EVM we used for our first ECG signal chain tests, with electrode cables for three-lead measurements. For R&D only and not a medical device; the USB GUI runs on Windows 10.',
    brand: 'Texas Instruments', model: 'ADS1292RECG-FE', serialNumber: 'TI-EVM-0917452', isUsed: true,
    tags: ['ecg', 'evaluation module', 'biosignal'], industries: ['Medical Devices', 'Wearables'], shippingOptions: ['Standard Shipping'],
    specifications: { AFE: 'ADS1292R', Host: 'MSP430 with USB', 'Lead configuration': '3-lead', Software: 'ADS1292R ECG-FE GUI' },
  },
  {
    seller: 'mei.lin', name: 'Espressif ESP32-C6-DevKitC-1 boards, 10 pcs', category: 'development_kits', condition: 'new', price: '95.00', quantity: 9,
    description: 'Entry board for Wi-Fi 6, Thread and Zigbee on a single chip; useful when prototyping Matter devices. Each board has two USB-C ports for UART and native USB JTAG.',
    brand: 'Espressif', model: 'ESP32-C6-DevKitC-1-N8',
    tags: ['esp32-c6', 'matter', 'wifi 6'], industries: ['IoT', 'Consumer Electronics'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { SoC: 'ESP32-C6, RISC-V 160 MHz', Flash: '8 MB', Wireless: 'Wi-Fi 6, BLE 5.3, 802.15.4', USB: '2 x USB-C' },
  },

  // Tools and equipment
  {
    seller: 'wei.zhang', name: 'NeoDen 4 pick-and-place machine with 24 feeders', category: 'tools', condition: 'used', price: '4350.00', quantity: 1,
    description: 'Four-head desktop pick-and-place from our prototype line, replaced by a larger Yamaha machine. Comes with 24 electric tape feeders, vision calibrated last month, and we can show it running before it ships.',
    brand: 'NeoDen', model: 'NeoDen4', serialNumber: 'ND4-1906-0328', manufactureDate: '2019-06', isUsed: true,
    tags: ['pick and place', 'smt', 'neoden'], industries: ['Consumer Electronics', 'Industrial Automation'], shippingOptions: ['Freight', 'Local Pickup'],
    specifications: { Heads: '4 with vision', 'Placement rate': '4000 CPH (vision on)', 'Component range': '0201 to TQFP-240', 'Max PCB size': '290 x 1200 mm', Feeders: '24 electric tape feeders' },
  },
  {
    seller: 'hana.sato', name: 'Roland MDX-50 benchtop CNC milling machine', category: 'tools', condition: 'good', price: '3400.00', quantity: 1,
    description: 'Our mould-insert prototyping mill with the automatic tool changer and the optional rotary axis. Spindle has about 1,100 hours; serviced in January with new belts.',
    brand: 'Roland DGA', model: 'MDX-50', serialNumber: 'ZCK2108157', manufactureDate: '2018-04', isUsed: true,
    tags: ['cnc mill', 'benchtop cnc', 'tool changer'], industries: ['Industrial Automation', 'Medical Devices'], shippingOptions: ['Freight', 'Local Pickup'],
    specifications: { 'Work area': '400 x 305 x 135 mm', 'Spindle speed': '4500-15000 rpm', 'Tool changer': '6 tools', 'Rotary axis': 'ZCL-50A included', Materials: 'Modelling wax, POM, ABS, aluminium' },
  },
  {
    seller: 'wei.zhang', name: 'Rigol DS1104Z Plus 100 MHz 4-channel oscilloscope', category: 'tools', condition: 'refurbished', price: '379.00', quantity: 2,
    description: 'Factory-reset, self-calibrated and checked against a reference signal generator; the MSO option is unlocked but no logic probe is included. Ships with four passive probes and the power cord.',
    brand: 'Rigol', model: 'DS1104Z Plus', isUsed: true,
    tags: ['oscilloscope', 'rigol', 'test equipment'], industries: ['Consumer Electronics', 'Education'], shippingOptions: ['Standard Shipping', 'Express Shipping', 'International Shipping'],
    specifications: { Bandwidth: '100 MHz', Channels: '4 analog (16 digital with MSO probe)', 'Sample rate': '1 GSa/s', 'Memory depth': '24 Mpts', Display: '7 inch WVGA' },
  },
  {
    seller: 'wei.zhang', name: 'Rigol DP832 triple-output programmable bench supply', category: 'tools', condition: 'refurbished', price: '329.00', quantity: 3,
    description: 'Linear bench supply with two 30 V / 3 A channels and one 5 V / 3 A channel, each isolated. Units were cleaned, fans replaced and output accuracy verified with a 6.5-digit DMM.',
    brand: 'Rigol', model: 'DP832', isUsed: true,
    tags: ['bench power supply', 'programmable', 'lab equipment'], industries: ['Consumer Electronics', 'Education'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Outputs: '30 V/3 A, 30 V/3 A, 5 V/3 A', 'Total power': '195 W', 'Ripple and noise': '< 350 µVrms', Interfaces: 'USB, LAN, RS-232' },
  },
  {
    seller: 'noah.kim', name: 'Hakko FX-951 soldering station with T12 tips', category: 'tools', condition: 'like_new', price: '245.00', quantity: 1,
    description: 'Bought for a studio that now only uses hot air, so it has seen perhaps twenty hours of use. Includes the FX-9501 iron, the holder with sponge and three tips: chisel, bevel and conical.',
    brand: 'Hakko', model: 'FX951-66', isUsed: true,
    tags: ['soldering station', 'hakko', 't12'], industries: ['Consumer Electronics', 'Education'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Power: '75 W', 'Temperature range': '200-450 °C', 'Heat-up time': 'about 10 s to 350 °C', 'Tips included': 'T12-D16, T12-BC2, T12-B' },
  },
  {
    seller: 'carlos.rivera', name: 'Keysight U1282A handheld digital multimeter', category: 'tools', condition: 'used', price: '340.00', quantity: 1,
    description: 'True RMS 60,000-count meter with IP67 rating and a CAT IV 600 V safety rating, taken from our incoming inspection bench. Calibration certificate from last year included; test leads show normal wear.',
    brand: 'Keysight', model: 'U1282A', serialNumber: 'MY58240117', isUsed: true,
    tags: ['multimeter', 'true rms', 'keysight'], industries: ['Energy', 'Industrial Automation'], shippingOptions: ['Standard Shipping', 'Express Shipping'],
    specifications: { Counts: '60,000', 'DC voltage accuracy': '0.025%', 'Safety rating': 'CAT IV 600 V / CAT III 1000 V', 'Ingress rating': 'IP67' },
  },
  {
    seller: 'elena.rossi', name: 'Saleae Logic Pro 16 USB logic analyzer', category: 'tools', condition: 'good', price: '1050.00', quantity: 1,
    description: 'Sixteen-channel analyzer that also captures analog, used daily on BLE and I2S debugging for about two years. All harness clips are present and the aluminium case has light wear.',
    brand: 'Saleae', model: 'Logic Pro 16', serialNumber: 'SAL-LP16-8A31F2', isUsed: true,
    tags: ['logic analyzer', 'saleae', 'protocol decoding'], industries: ['Consumer Electronics', 'Wearables', 'IoT'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Channels: '16 digital / analog', 'Digital sample rate': '500 MS/s', 'Analog sample rate': '50 MS/s', 'Input voltage range': '-10 to +10 V', Interface: 'USB 3.0' },
  },

  // Finished products
  {
    seller: 'ava.thompson', name: 'Airlume AQ-2 indoor air quality monitors, batch of 40', category: 'finished_products', condition: 'new', price: '2600.00', quantity: 1,
    description: 'Retail-boxed overstock from a portfolio company after a retail channel change: each monitor reports CO2, PM2.5, VOC and humidity to a companion app. FCC and CE marked, with the full 12-month manufacturer warranty.',
    brand: 'Airlume', model: 'AQ-2', manufactureDate: '2025-09',
    tags: ['air quality monitor', 'co2', 'smart home'], industries: ['Consumer Electronics', 'IoT'], shippingOptions: ['Freight', 'Standard Shipping'],
    specifications: { Sensors: 'CO2 (NDIR), PM2.5, TVOC, temperature, humidity', Connectivity: 'Wi-Fi 2.4 GHz', Power: 'USB-C, 5 V', 'Units in batch': '40' },
  },
  {
    seller: 'lucas.becker', name: 'Trackwise TW-10 e-bike GPS trackers, carton of 50', category: 'finished_products', condition: 'new', price: '1875.00', quantity: 2,
    description: 'Hidden-mount LTE-M trackers that wire into a 36-48 V e-bike battery, from a portfolio company clearing last-season stock. Each unit ships with a mounting kit and a one-year data plan activation code.',
    brand: 'Trackwise', model: 'TW-10', manufactureDate: '2025-04',
    tags: ['gps tracker', 'e-bike', 'lte-m'], industries: ['Automotive', 'IoT', 'Telecommunications'], shippingOptions: ['Standard Shipping', 'Freight', 'International Shipping'],
    specifications: { Positioning: 'GPS + Galileo', Cellular: 'LTE-M / NB-IoT', 'Input voltage': '12-60 V DC', 'Backup battery': '300 mAh', 'Units per carton': '50' },
  },
  {
    seller: 'maya.chen', name: 'Pulsewear PW-1 ECG chest patch prototypes, 5 units (R&D only)', category: 'finished_products', condition: 'used', price: '350.00', quantity: 1,
    description: 'Working engineering units from our EVT build with single-lead ECG streamed over BLE to an open-source iOS app. Not cleared as medical devices; sold for research, teaching or design reference.',
    brand: 'Pulsewear Labs', model: 'PW-1 EVT', manufactureDate: '2024-07', isUsed: true,
    tags: ['ecg patch', 'prototype', 'wearable'], industries: ['Wearables', 'Medical Devices'], shippingOptions: ['Standard Shipping'],
    specifications: { Leads: 'Single-lead ECG', 'Sample rate': '250 SPS', Battery: '180 mAh LiPo, about 48 h', Radio: 'Bluetooth LE 5.0' },
  },
  {
    seller: 'liam.okafor', name: 'Hydroloop HL-V1 smart valve kit (valve + LoRa node)', category: 'finished_products', condition: 'refurbished', price: '149.00', quantity: 12,
    description: 'Returned pilot kits with the 1 inch latching solenoid valve rebuilt and the LoRaWAN node fitted with a new battery. Each kit pairs with our 8-zone controller or any LoRaWAN network server.',
    brand: 'Hydroloop', model: 'HL-V1', manufactureDate: '2023-09', isUsed: true,
    tags: ['smart valve', 'lorawan', 'irrigation'], industries: ['Agriculture', 'IoT'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Valve: '1 inch BSP latching solenoid, brass', 'Working pressure': '0.5-8 bar', Radio: 'LoRaWAN EU868 / US915', Battery: '2 x AA lithium, about 2 seasons' },
  },
  {
    seller: 'wei.zhang', name: 'Box-built LoRaWAN temperature loggers, batch of 200', category: 'finished_products', condition: 'new', price: '2350.00', quantity: 1,
    description: 'Complete, tested and packed loggers from a cold-chain order the customer cancelled after production. Unbranded white housings, so the units can be relabelled; firmware source can be licensed separately.',
    brand: 'Shenzhen Precision Electronics', model: 'SPE-TL200', manufactureDate: '2026-02',
    tags: ['lorawan', 'temperature logger', 'cold chain'], industries: ['IoT', 'Agriculture', 'Medical Devices'], shippingOptions: ['Freight', 'International Shipping'],
    specifications: { 'Temperature range': '-40 to +85 °C', Accuracy: '±0.3 °C', Radio: 'LoRaWAN 1.0.3, EU868', Battery: 'ER14505 3.6 V, about 5 years', 'Units in batch': '200' },
  },
  {
    seller: 'sofia.martins', name: 'Nimbus Robotics differential-drive mobile base', category: 'finished_products', condition: 'like_new', price: '890.00', quantity: 1,
    description: 'A demo chassis with two hub motors, a 24 V battery and a ROS 2 driver, used at two trade fairs. It carries up to 20 kg, so it works well for indoor navigation research or teaching.',
    brand: 'Nimbus Robotics', model: 'NB-Base-01', serialNumber: 'NR-B01-0007', manufactureDate: '2025-02', isUsed: true,
    tags: ['mobile robot', 'ros 2', 'robot base'], industries: ['Robotics', 'Education'], shippingOptions: ['Freight', 'Local Pickup'],
    specifications: { Payload: '20 kg', 'Top speed': '1.2 m/s', Battery: '24 V 10 Ah LiFePO4', Runtime: 'about 4 h', Interfaces: 'USB, CAN, ROS 2 Humble driver' },
  },

  // Other
  {
    seller: 'hana.sato', name: '2-cavity injection mould for ABS enclosure lid, P20 steel', category: 'other', condition: 'used', price: '1800.00', quantity: 1,
    description: 'Production mould that ran roughly 60,000 shots before the customer changed the design. Fits 80-120 t machines with a cold runner and sub-gates; drawings and the last sample parts are included.',
    brand: 'Sato Injection Works', model: 'SIW-M-2281', serialNumber: 'M2281-A', manufactureDate: '2021-11', isUsed: true,
    tags: ['injection mould', 'tooling', 'p20 steel'], industries: ['Consumer Electronics', 'Industrial Automation'], shippingOptions: ['Freight'],
    specifications: { Cavities: '2', Steel: 'P20 (pre-hardened, 30-34 HRC)', 'Mould base size': '250 x 300 x 280 mm', 'Shot count': 'about 60,000', 'Part size': '120 x 80 x 12 mm' },
  },
  {
    seller: 'wei.zhang', name: 'ESD-safe component storage cabinets, 60 drawers, 4 units', category: 'other', condition: 'good', price: '120.00', quantity: 1,
    description: 'Conductive polypropylene drawer cabinets from our component store, cleaned and with new labels. Drawers slide smoothly; two cabinets have cracked corner feet that do not affect stability.',
    isUsed: true,
    tags: ['esd storage', 'drawer cabinet', 'workshop'], industries: ['Consumer Electronics'], shippingOptions: ['Local Pickup', 'Freight'],
    specifications: { 'Drawers per cabinet': '60', 'Cabinet size': '380 x 160 x 490 mm', 'Surface resistance': '10^4-10^6 Ω', 'Units in lot': '4' },
  },
  {
    seller: 'noah.kim', name: 'Anti-static ESD mats 600 x 1200 mm with wrist straps, 5 sets', category: 'other', condition: 'new', price: '78.00', quantity: 6,
    description: 'Two-layer rubber mats with grounding snaps, each paired with an adjustable wrist strap and a 3 m ground cord. Heat-resistant enough for a soldering bench.',
    model: 'ESD-MAT-6012',
    tags: ['esd mat', 'wrist strap', 'bench setup'], industries: ['Consumer Electronics', 'Education'], shippingOptions: ['Standard Shipping', 'Local Pickup'],
    specifications: { 'Mat size': '600 x 1200 x 2 mm', 'Surface resistance': '10^6-10^9 Ω', 'Heat resistance': 'up to 300 °C', 'Ground cord': '3 m with 1 MΩ resistor' },
  },
  {
    seller: 'carlos.rivera', name: 'Moisture barrier bags with desiccant and humidity cards, 100 sets', category: 'other', condition: 'new', price: '26.00', quantity: 45,
    description: 'Resealable 254 x 305 mm MBBs with 10 g desiccant packs and 3-spot humidity indicator cards. Use them to store opened MSL reels and trays before reflow.',
    model: 'MBB-1012-KIT',
    tags: ['moisture barrier bag', 'msl', 'desiccant'], industries: ['Consumer Electronics', 'Aerospace'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { 'Bag size': '254 x 305 mm', 'Water vapour transmission': '< 0.0310 g/100 in²/24 h', Desiccant: '10 g silica gel', 'Humidity card': '5/10/60 %RH spots' },
  },
  {
    seller: 'liam.okafor', name: 'Netafim 16 mm drip irrigation line, 200 m rolls, 3 rolls', category: 'other', condition: 'new', price: '135.00', quantity: 2,
    description: 'Pressure-compensating dripline with emitters every 30 cm, left over after our demonstration plots were downsized. The rolls are still in the original shrink wrap.',
    brand: 'Netafim', model: 'UniRam 16010',
    tags: ['drip irrigation', 'dripline', 'netafim'], industries: ['Agriculture'], shippingOptions: ['Freight', 'Local Pickup'],
    specifications: { 'Tube diameter': '16 mm', 'Emitter flow': '1.6 L/h', 'Emitter spacing': '30 cm', 'Roll length': '200 m', 'Pressure range': '0.5-4 bar' },
  },
  {
    seller: 'elena.rossi', name: 'Medical-grade silicone watch straps, 22 mm, 50 pcs', category: 'other', condition: 'new', price: '85.00', quantity: 4,
    description: 'Soft-touch straps in slate grey with quick-release pins and a stainless tang buckle, skin-tested for prolonged wear. We ordered them for a wearable pilot, so they are spare but unused.',
    brand: 'Rossi Design', model: 'RD-S22-SL',
    tags: ['watch strap', 'silicone', 'wearable accessory'], industries: ['Wearables', 'Medical Devices'], shippingOptions: ['Standard Shipping', 'International Shipping'],
    specifications: { Width: '22 mm', Material: 'Liquid silicone rubber, ISO 10993 tested', Length: '120 mm + 80 mm', Buckle: '316L stainless steel' },
  },
];
