// DO NOT EDIT: generated from schemas/openapi.yaml (createOrder body) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$ref":"https://schemas.vitrina.local/requests/order-create.schema.json","$id":"https://schemas.vitrina.local/operations/createOrder.body.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"OrderCreateRequest","description":"spec 7 order/create: the cart becomes an order (idempotent: the same cart answers the same order). consents: the ids accepted on the address and payment steps; expected: the cart total and items the shopper saw (spec 4 change detection).","type":"object","properties":{"cartId":{"type":"string","format":"uuid","minLength":36,"maxLength":36},"protectCode":{"description":"128-bit random secret, 32 hex digits (spec 3 protectCode).","type":"string","pattern":"^[0-9a-f]{32}$","minLength":32,"maxLength":32},"userId":{"type":"integer","minimum":1,"maximum":2147483647},"giftMessage":{"type":"string","maxLength":500},"orderMessage":{"type":"string","maxLength":2000},"to":{"type":"string","maxLength":200},"from":{"type":"string","maxLength":200},"failureURL":{"type":"string","maxLength":2000},"successURL":{"type":"string","maxLength":2000},"consents":{"type":"array","maxItems":20,"uniqueItems":true,"items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z][A-Za-z0-9-]*$"}},"expected":{"title":"OrderExpectation","type":"object","properties":{"cartTotal":{"type":"integer","minimum":0,"maximum":100000000000},"items":{"type":"array","maxItems":200,"items":{"type":"object","properties":{"itemId":{"type":"integer","minimum":1,"maximum":2147483647},"qty":{"description":"spec 5: a whole number above 0.","type":"integer","minimum":1,"maximum":9999},"finalPrice":{"type":"integer","minimum":0,"maximum":100000000000}},"required":["itemId","qty","finalPrice"],"additionalProperties":false}}},"required":["cartTotal","items"],"additionalProperties":false}},"required":["cartId","protectCode"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/order-create.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m0).default;
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const pattern0 = new RegExp("^[0-9a-f]{32}$", "u");
const pattern1 = new RegExp("^[a-z][A-Za-z0-9-]*$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/createOrder.body.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cartId === undefined){
const err0 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/required",keyword:"required",params:{missingProperty: "cartId"},message:"must have required property '"+"cartId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.protectCode === undefined){
const err1 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/required",keyword:"required",params:{missingProperty: "protectCode"},message:"must have required property '"+"protectCode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema1.properties, key0))){
const err2 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.cartId !== undefined){
let data0 = data.cartId;
if(typeof data0 === "string"){
if(func1(data0) > 36){
const err3 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/cartId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 36){
const err4 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/cartId/minLength",keyword:"minLength",params:{limit: 36},message:"must NOT have fewer than 36 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/cartId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/cartId",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/cartId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.protectCode !== undefined){
let data1 = data.protectCode;
if(typeof data1 === "string"){
if(func1(data1) > 32){
const err7 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/protectCode/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 32){
const err8 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/protectCode/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/protectCode/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{32}$"},message:"must match pattern \""+"^[0-9a-f]{32}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/protectCode",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/protectCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.userId !== undefined){
let data2 = data.userId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/userId",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/userId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2147483647 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/userId",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/userId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/userId",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/userId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.giftMessage !== undefined){
let data3 = data.giftMessage;
if(typeof data3 === "string"){
if(func1(data3) > 500){
const err14 = {instancePath:instancePath+"/giftMessage",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/giftMessage/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/giftMessage",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/giftMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.orderMessage !== undefined){
let data4 = data.orderMessage;
if(typeof data4 === "string"){
if(func1(data4) > 2000){
const err16 = {instancePath:instancePath+"/orderMessage",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/orderMessage/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/orderMessage",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/orderMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.to !== undefined){
let data5 = data.to;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err18 = {instancePath:instancePath+"/to",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/to/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/to",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.from !== undefined){
let data6 = data.from;
if(typeof data6 === "string"){
if(func1(data6) > 200){
const err20 = {instancePath:instancePath+"/from",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/from/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/from",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.failureURL !== undefined){
let data7 = data.failureURL;
if(typeof data7 === "string"){
if(func1(data7) > 2000){
const err22 = {instancePath:instancePath+"/failureURL",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/failureURL/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/failureURL",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/failureURL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.successURL !== undefined){
let data8 = data.successURL;
if(typeof data8 === "string"){
if(func1(data8) > 2000){
const err24 = {instancePath:instancePath+"/successURL",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/successURL/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/successURL",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/successURL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.consents !== undefined){
let data9 = data.consents;
if(Array.isArray(data9)){
if(data9.length > 20){
const err26 = {instancePath:instancePath+"/consents",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/consents/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(typeof data10 === "string"){
if(func1(data10) > 100){
const err27 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/consents/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func1(data10) < 1){
const err28 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/consents/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern1.test(data10)){
const err29 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/consents/items/pattern",keyword:"pattern",params:{pattern: "^[a-z][A-Za-z0-9-]*$"},message:"must match pattern \""+"^[a-z][A-Za-z0-9-]*$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/consents/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
let i1 = data9.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data9[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err31 = {instancePath:instancePath+"/consents",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/consents/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err32 = {instancePath:instancePath+"/consents",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.expected !== undefined){
let data11 = data.expected;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.cartTotal === undefined){
const err33 = {instancePath:instancePath+"/expected",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/required",keyword:"required",params:{missingProperty: "cartTotal"},message:"must have required property '"+"cartTotal"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data11.items === undefined){
const err34 = {instancePath:instancePath+"/expected",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key1 in data11){
if(!((key1 === "cartTotal") || (key1 === "items"))){
const err35 = {instancePath:instancePath+"/expected",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.cartTotal !== undefined){
let data12 = data11.cartTotal;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err36 = {instancePath:instancePath+"/expected/cartTotal",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/cartTotal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100000000000 || isNaN(data12)){
const err37 = {instancePath:instancePath+"/expected/cartTotal",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/cartTotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err38 = {instancePath:instancePath+"/expected/cartTotal",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/cartTotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data11.items !== undefined){
let data13 = data11.items;
if(Array.isArray(data13)){
if(data13.length > 200){
const err39 = {instancePath:instancePath+"/expected/items",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const len1 = data13.length;
for(let i2=0; i2<len1; i2++){
let data14 = data13[i2];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.itemId === undefined){
const err40 = {instancePath:instancePath+"/expected/items/" + i2,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/required",keyword:"required",params:{missingProperty: "itemId"},message:"must have required property '"+"itemId"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data14.qty === undefined){
const err41 = {instancePath:instancePath+"/expected/items/" + i2,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/required",keyword:"required",params:{missingProperty: "qty"},message:"must have required property '"+"qty"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data14.finalPrice === undefined){
const err42 = {instancePath:instancePath+"/expected/items/" + i2,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/required",keyword:"required",params:{missingProperty: "finalPrice"},message:"must have required property '"+"finalPrice"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key2 in data14){
if(!(((key2 === "itemId") || (key2 === "qty")) || (key2 === "finalPrice"))){
const err43 = {instancePath:instancePath+"/expected/items/" + i2,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data14.itemId !== undefined){
let data15 = data14.itemId;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err44 = {instancePath:instancePath+"/expected/items/" + i2+"/itemId",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/properties/itemId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 2147483647 || isNaN(data15)){
const err45 = {instancePath:instancePath+"/expected/items/" + i2+"/itemId",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/properties/itemId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err46 = {instancePath:instancePath+"/expected/items/" + i2+"/itemId",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/properties/itemId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data14.qty !== undefined){
let data16 = data14.qty;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err47 = {instancePath:instancePath+"/expected/items/" + i2+"/qty",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/properties/qty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 9999 || isNaN(data16)){
const err48 = {instancePath:instancePath+"/expected/items/" + i2+"/qty",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/properties/qty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err49 = {instancePath:instancePath+"/expected/items/" + i2+"/qty",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/properties/qty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data14.finalPrice !== undefined){
let data17 = data14.finalPrice;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err50 = {instancePath:instancePath+"/expected/items/" + i2+"/finalPrice",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/properties/finalPrice/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 100000000000 || isNaN(data17)){
const err51 = {instancePath:instancePath+"/expected/items/" + i2+"/finalPrice",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/properties/finalPrice/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err52 = {instancePath:instancePath+"/expected/items/" + i2+"/finalPrice",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/properties/finalPrice/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
}
else {
const err53 = {instancePath:instancePath+"/expected/items/" + i2,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/expected/items",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/expected",schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/properties/expected/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath,schemaPath:"https://schemas.vitrina.local/requests/order-create.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

