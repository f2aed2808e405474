// The test-photo studio, run in Chromium by generate.ts: a procedural car (extruded body and greenhouse with
// rounded edges, glass, tyres, alloy rims, lights, black trim) in clear-coated car paint, lit by three.js's
// RoomEnvironment and a sun with soft shadows, photographed in 3/4 view. `shoot` answers the photo, the paint-only
// mask of the same camera (paint white, everything else black) and the taps projected into the picture.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';

const PAINT = 'paint';

/** The inset polygon of a convex outline: each edge moved inward by `d`, corners re-intersected. */
function inset(points, d) {
  const n = points.length;
  let area = 0;
  for (let i = 0; i < n; i++) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[(i + 1) % n];
    area += x1 * y2 - x2 * y1;
  }
  const sign = area > 0 ? 1 : -1;
  const lines = points.map(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % n];
    const len = Math.hypot(x2 - x1, y2 - y1);
    const nx = (-(y2 - y1) / len) * sign;
    const ny = ((x2 - x1) / len) * sign;
    return { x: x1 + nx * d, y: y1 + ny * d, dx: x2 - x1, dy: y2 - y1 };
  });
  return lines.map((b, i) => {
    const a = lines[(i - 1 + n) % n];
    const den = a.dx * b.dy - a.dy * b.dx;
    const t = ((b.x - a.x) * b.dy - (b.y - a.y) * b.dx) / den;
    return [a.x + a.dx * t, a.y + a.dy * t];
  });
}

/** The part of a polygon with x at most `limit` (a van's side glass stops where its cargo box starts). */
function clipBehind(points, limit) {
  const out = [];
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length];
    if (p[0] <= limit) out.push(p);
    if ((p[0] <= limit) !== (q[0] <= limit)) {
      const t = (limit - p[0]) / (q[0] - p[0]);
      out.push([limit, p[1] + (q[1] - p[1]) * t]);
    }
  });
  return out;
}

function extrude(shape, depth, bevel, material, z = 0) {
  const geometry = new THREE.ExtrudeGeometry(shape, {
    depth: depth - 2 * bevel,
    bevelEnabled: bevel > 0,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelSegments: 6,
    curveSegments: 48,
  });
  geometry.translate(0, 0, -(depth - 2 * bevel) / 2 + z);
  geometry.computeVertexNormals();
  return new THREE.Mesh(geometry, material);
}

function polygonShape(points) {
  const shape = new THREE.Shape();
  shape.moveTo(points[0][0], points[0][1]);
  for (const [x, y] of points.slice(1)) shape.lineTo(x, y);
  shape.closePath();
  return shape;
}

/** The lower body's side: the top outline as a smooth curve, the sill with an arch over each wheel. */
function bodyShape(car) {
  const shape = new THREE.Shape();
  const top = car.body.map(([x, y]) => new THREE.Vector2(x, y));
  shape.moveTo(top[0].x, top[0].y);
  shape.splineThru(top.slice(1));
  const sill = car.sill;
  const [front, rear] = car.wheelX;
  const arch = car.wheelR + 0.06;
  const cy = car.wheelR + 0.02;
  shape.lineTo(rear + arch, sill);
  shape.lineTo(rear + arch, cy);
  shape.absarc(rear, cy, arch, 0, Math.PI, false);
  shape.lineTo(rear - arch, sill);
  shape.lineTo(front + arch, sill);
  shape.lineTo(front + arch, cy);
  shape.absarc(front, cy, arch, 0, Math.PI, false);
  shape.lineTo(front - arch, sill);
  shape.closePath();
  return shape;
}

function materials(car) {
  const paint = new THREE.MeshPhysicalMaterial({
    color: car.paint,
    metalness: car.metallic ?? 0.3,
    roughness: car.roughness ?? 0.35,
    clearcoat: 1,
    clearcoatRoughness: 0.04,
  });
  paint.userData.role = PAINT;
  return {
    paint,
    glass: new THREE.MeshPhysicalMaterial({ color: 0x0b0f14, metalness: 0, roughness: 0.02, clearcoat: 1, clearcoatRoughness: 0, side: THREE.DoubleSide }),
    rubber: new THREE.MeshStandardMaterial({ color: 0x161616, roughness: 0.92 }),
    trim: new THREE.MeshStandardMaterial({ color: 0x1c1c1e, roughness: 0.85 }),
    seal: new THREE.MeshStandardMaterial({ color: 0x161616, roughness: 0.92, side: THREE.DoubleSide }),
    chrome: new THREE.MeshStandardMaterial({ color: 0xffffff, metalness: 1, roughness: 0.08 }),
    alloy: new THREE.MeshStandardMaterial({ color: 0xb8bcc2, metalness: 0.9, roughness: 0.28 }),
    headlight: new THREE.MeshPhysicalMaterial({ color: 0xeef2f6, emissive: 0x9aa4ae, emissiveIntensity: 0.5, roughness: 0.05, clearcoat: 1 }),
    taillight: new THREE.MeshPhysicalMaterial({ color: 0x8a0a0a, emissive: 0x600000, emissiveIntensity: 0.6, roughness: 0.1, clearcoat: 1 }),
    liner: new THREE.MeshStandardMaterial({ color: 0x202022, roughness: 0.85 }),
  };
}

function wheel(car, m, x, z) {
  const group = new THREE.Group();
  const r = car.wheelR;
  const w = 0.24;
  const tyre = new THREE.Mesh(new THREE.CylinderGeometry(r, r, w, 64, 1), m.rubber);
  const sidewall = new THREE.Mesh(new THREE.TorusGeometry(r - 0.05, 0.05, 16, 64), m.rubber);
  sidewall.position.y = w / 2 - 0.02;
  sidewall.rotation.x = Math.PI / 2;
  const rim = new THREE.Mesh(new THREE.CylinderGeometry(r * 0.66, r * 0.66, w + 0.02, 48), m.alloy);
  const hub = new THREE.Mesh(new THREE.CylinderGeometry(r * 0.18, r * 0.18, w + 0.04, 24), m.trim);
  group.add(tyre, sidewall, rim, hub);
  for (let i = 0; i < 5; i++) {
    const spoke = new THREE.Mesh(new THREE.BoxGeometry(r * 0.12, 0.02, r * 0.6), m.trim);
    spoke.position.y = w / 2 + 0.005;
    spoke.rotation.y = (i / 5) * Math.PI * 2;
    spoke.translateZ(r * 0.36);
    group.add(spoke);
  }
  group.rotation.x = Math.PI / 2;
  if (z < 0) group.rotation.x = -Math.PI / 2;
  group.position.set(x, r, z);
  return group;
}

function box(sx, sy, sz, material, x, y, z) {
  const mesh = new THREE.Mesh(new THREE.BoxGeometry(sx, sy, sz), material);
  mesh.position.set(x, y, z);
  return mesh;
}

/** The whole car, nose towards -x, standing on y = 0, centred on z = 0. */
function buildCar(car) {
  const m = materials(car);
  const group = new THREE.Group();
  const W = car.width;
  const bevel = car.bevel ?? 0.09;
  group.add(extrude(bodyShape(car), W, bevel, m.paint));

  const cabinW = W * car.cabinWidth;
  // Black cowl (wipers) at the windscreen's foot and a black strip at the rear window's, on the body's top surface.
  const down = new THREE.Raycaster();
  for (const [x, depth] of [
    [car.cabin[0][0] + 0.05, 0.2],
    [car.cabin[3][0] - 0.04, 0.12],
  ]) {
    group.updateMatrixWorld(true);
    down.set(new THREE.Vector3(x, 10, 0), new THREE.Vector3(0, -1, 0));
    const hit = down.intersectObjects(group.children, true)[0];
    if (hit) group.add(box(depth, 0.05, cabinW, m.trim, x, hit.point.y, 0));
  }
  const cabin = polygonShape(car.cabin);
  group.add(extrude(cabin, cabinW, 0.05, m.paint));

  // Side glass inside the pillars, one pane per side split by a B-pillar, a little proud of the cabin side.
  // Every pane sits in a black rubber seal a few centimetres wider than the clear glass.
  const FRIT = 0.035;
  const glassOutline = clipBehind(inset(car.cabin, car.pillar), car.glassTo ?? Infinity);
  const paneShape = polygonShape(glassOutline);
  const fritShape = polygonShape(clipBehind(inset(car.cabin, car.pillar - FRIT), (car.glassTo ?? Infinity) + FRIT));
  for (const side of [1, -1]) {
    const pane = new THREE.Mesh(new THREE.ShapeGeometry(paneShape), m.glass);
    pane.position.z = side * (cabinW / 2 + 0.004);
    const frit = new THREE.Mesh(new THREE.ShapeGeometry(fritShape), m.seal);
    frit.position.z = side * (cabinW / 2 + 0.002);
    group.add(pane, frit);
    const bx = car.bPillar;
    const ys = glassOutline.map(([, y]) => y);
    const bottom = Math.min(...ys);
    const topY = Math.max(...ys);
    group.add(box(0.09, topY - bottom + 0.02, 0.02, car.blackPillars ? m.trim : m.paint, bx, (topY + bottom) / 2, side * (cabinW / 2 + 0.008)));
    if (car.chromeLine) group.add(box(car.cabin[2][0] - car.cabin[0][0], 0.025, 0.02, m.chrome, (car.cabin[0][0] + car.cabin[2][0]) / 2, bottom - 0.01, side * (cabinW / 2 + 0.01)));
  }

  // Windscreen and rear window: the slanted edges of the greenhouse, glazed between the pillars.
  for (const [[x0, y0], [x1, y1]] of [
    [car.cabin[0], car.cabin[1]],
    [car.cabin[2], car.cabin[3]],
  ]) {
    const len = Math.hypot(x1 - x0, y1 - y0);
    const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
    const quad = (inset, offset, material) => {
      const [nx, ny] = [-uy * offset, ux * offset];
      const half = cabinW / 2 - inset;
      const a = [x0 + ux * inset + nx, y0 + uy * inset + ny];
      const b = [x1 - ux * inset + nx, y1 - uy * inset + ny];
      const geometry = new THREE.BufferGeometry();
      geometry.setAttribute('position', new THREE.Float32BufferAttribute([...a, -half, ...b, -half, ...b, half, ...a, -half, ...b, half, ...a, half], 3));
      geometry.computeVertexNormals();
      group.add(new THREE.Mesh(geometry, material));
    };
    quad(car.pillar, 0.066, m.glass);
    quad(car.pillar - FRIT, 0.058, m.seal);
  }

  for (const side of [1, -1]) {
    for (const x of car.wheelX) group.add(wheel(car, m, x, side * (W / 2 - 0.12)));
    // Mirrors in body colour at the foot of the A-pillar.
    const [mx, my] = car.cabin[0];
    group.add(box(0.16, 0.11, 0.2, m.paint, mx + 0.18, my + 0.1, side * (cabinW / 2 + 0.1)));
    group.add(box(0.06, 0.04, 0.1, m.trim, mx + 0.2, my + 0.03, side * (cabinW / 2 + 0.03)));
    // Door handles in body colour.
    for (const hx of car.handles) group.add(box(0.16, 0.035, 0.03, m.paint, hx, car.handleY, side * (W / 2 + 0.005)));
    // Head and tail lights, set into the corners.
    const [hx, hy] = car.headlight;
    group.add(box(0.28, 0.11, 0.42, m.headlight, hx - bevel, hy, side * (W / 2 - 0.3)));
    const [tx, ty] = car.taillight;
    group.add(box(0.22, 0.12, 0.36, m.taillight, tx + bevel, ty, side * (W / 2 - 0.24)));
  }
  // Black bumper inserts, grille and side skirts.
  const [gx, gy] = car.grille;
  group.add(box(0.2, 0.16, W * 0.42, m.trim, gx - bevel, gy, 0));
  // Bumper inserts set almost flush into the body, as moulded bumpers hold them.
  group.add(box(0.22, 0.14, W * 0.84, m.trim, car.body[0][0] + 0.1 - bevel, car.sill + 0.1, 0));
  group.add(box(0.22, 0.12, W * 0.84, m.trim, car.length - 0.1 + bevel, car.sill + 0.12, 0));
  for (const side of [1, -1]) {
    const [front, rear] = car.wheelX;
    const arch = car.wheelR + 0.06;
    group.add(box(rear - front - 2 * arch - 0.04, 0.07, 0.04, m.trim, (front + rear) / 2, car.sill + 0.03, side * (W / 2 - 0.005)));
  }
  if (car.bed) {
    const [x0, x1, y] = car.bed;
    group.add(box(x1 - x0, 0.04, W - 0.3, m.liner, (x0 + x1) / 2, y - 0.01, 0));
  }
  group.position.x = -car.length / 2;
  return { group, paint: m.paint };
}

function asphalt() {
  const size = 512;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(size, size);
  let seed = 7;
  const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < size * size; i++) {
    const v = 96 + Math.floor(rand() * 40);
    image.data.set([v, v, v - 4, 255], i * 4);
  }
  ctx.putImageData(image, 0, 0);
  const texture = new THREE.CanvasTexture(canvas);
  texture.wrapS = texture.wrapT = THREE.RepeatWrapping;
  texture.repeat.set(40, 40);
  texture.colorSpace = THREE.SRGBColorSpace;
  return texture;
}

function skyTexture(top, bottom) {
  const canvas = document.createElement('canvas');
  canvas.width = 2;
  canvas.height = 256;
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, 0, 256);
  gradient.addColorStop(0, top);
  gradient.addColorStop(1, bottom);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 2, 256);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  return texture;
}

/** Renders one car: the photo (PNG data URL), the paint mask (PNG data URL) and the taps in pixels. */
export function shoot(car, size) {
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(size.width, size.height);
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFSoftShadowMap;
  document.body.appendChild(renderer.domElement);

  const scene = new THREE.Scene();
  const pmrem = new THREE.PMREMGenerator(renderer);
  const environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environment = environment;
  scene.environmentIntensity = car.envIntensity ?? 1;
  const background = car.sky ? skyTexture(car.sky[0], car.sky[1]) : environment;
  scene.background = background;

  const ground = new THREE.Mesh(new THREE.PlaneGeometry(400, 400), new THREE.MeshStandardMaterial({ map: asphalt(), roughness: 0.9 }));
  ground.rotation.x = -Math.PI / 2;
  ground.receiveShadow = true;
  scene.add(ground);

  const sun = new THREE.DirectionalLight(0xfff4e6, car.sun ?? 2.2);
  sun.position.set(4, 9, 6);
  sun.castShadow = true;
  sun.shadow.mapSize.set(2048, 2048);
  sun.shadow.camera.left = -6;
  sun.shadow.camera.right = 6;
  sun.shadow.camera.top = 6;
  sun.shadow.camera.bottom = -6;
  sun.shadow.radius = 6;
  sun.shadow.bias = -0.0005;
  scene.add(sun);

  const { group } = buildCar(car);
  group.traverse((o) => {
    if (o.isMesh) o.castShadow = true;
  });
  scene.add(group);

  const camera = new THREE.PerspectiveCamera(car.fov ?? 32, size.width / size.height, 0.1, 500);
  camera.position.set(...car.camera);
  camera.lookAt(...car.target);

  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.toneMappingExposure = car.exposure ?? 1;
  renderer.render(scene, camera);
  const photo = renderer.domElement.toDataURL('image/png');

  // The mask: the same camera and geometry, paint white and everything else black, unlit and untoned.
  const white = new THREE.MeshBasicMaterial({ color: 0xffffff, side: THREE.DoubleSide });
  const black = new THREE.MeshBasicMaterial({ color: 0x000000, side: THREE.DoubleSide });
  scene.traverse((o) => {
    if (o.isMesh) o.material = o.material.userData?.role === PAINT ? white : black;
  });
  scene.background = new THREE.Color(0x000000);
  scene.environment = null;
  renderer.toneMapping = THREE.NoToneMapping;
  renderer.shadowMap.enabled = false;
  renderer.render(scene, camera);
  const mask = renderer.domElement.toDataURL('image/png');

  group.updateMatrixWorld(true);
  const raycaster = new THREE.Raycaster();
  const taps = car.taps.map(({ at, mode, fromAbove }) => {
    let point = new THREE.Vector3(...at).applyMatrix4(group.matrixWorld);
    // A tap on a bonnet or roof: the top surface straight below a point high above the car.
    if (fromAbove) {
      raycaster.set(new THREE.Vector3(point.x, 10, point.z), new THREE.Vector3(0, -1, 0));
      const hit = raycaster.intersectObject(group, true)[0];
      if (hit) point = hit.point;
    }
    const p = point.project(camera);
    return { x: ((p.x + 1) / 2) * size.width, y: ((1 - p.y) / 2) * size.height, mode };
  });
  renderer.dispose();
  renderer.domElement.remove();
  return { photo, mask, taps };
}
