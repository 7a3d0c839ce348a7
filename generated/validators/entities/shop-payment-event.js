// DO NOT EDIT: generated from schemas/entities/shop-payment-event.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ShopPaymentEvent","description":"What a payment provider said or was asked about an order (decision 045, payment_events), oldest first: the provider, the kind of message, the verdict on its signature and amount, the amount and currency it named, the payment state it changed, and what it carried (its plain fields, the signature left out).","type":"object","properties":{"provider":{"type":"string","minLength":1,"maxLength":40},"kind":{"type":"string","enum":["start","return","notification","status","capture","refund"]},"verdict":{"type":"string","enum":["accepted","declined","badSignature","amountMismatch","replay","late","unknownOrder","unanswered"]},"amount":{"oneOf":[{"type":"null"},{"type":"integer","minimum":-100000000000,"maximum":100000000000}]},"currency":{"oneOf":[{"type":"null"},{"type":"string","maxLength":3}]},"change":{"oneOf":[{"type":"null"},{"type":"object","properties":{"from":{"type":"string","maxLength":20},"to":{"type":"string","maxLength":20}},"required":["from","to"],"additionalProperties":false}]},"details":{"type":"object","maxProperties":40,"propertyNames":{"maxLength":100},"additionalProperties":{"type":"string","maxLength":200}},"at":{"type":"string","format":"date-time","maxLength":40}},"required":["provider","kind","verdict","amount","currency","change","details","at"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/shop-payment-event.schema.json"};
const func0 = __cjs(__m1).default;
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/shop-payment-event.schema.json" */;
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
if(data.provider === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.verdict === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.amount === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.currency === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.change === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "change"},message:"must have required property '"+"change"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.details === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.at === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "provider") || (key0 === "kind")) || (key0 === "verdict")) || (key0 === "amount")) || (key0 === "currency")) || (key0 === "change")) || (key0 === "details")) || (key0 === "at"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.provider !== undefined){
let data0 = data.provider;
if(typeof data0 === "string"){
if(func0(data0) > 40){
const err9 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func0(data0) < 1){
const err10 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.kind !== undefined){
let data1 = data.kind;
if(typeof data1 !== "string"){
const err12 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((((data1 === "start") || (data1 === "return")) || (data1 === "notification")) || (data1 === "status")) || (data1 === "capture")) || (data1 === "refund"))){
const err13 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema0.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.verdict !== undefined){
let data2 = data.verdict;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((((((((data2 === "accepted") || (data2 === "declined")) || (data2 === "badSignature")) || (data2 === "amountMismatch")) || (data2 === "replay")) || (data2 === "late")) || (data2 === "unknownOrder")) || (data2 === "unanswered"))){
const err15 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema0.properties.verdict.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.amount !== undefined){
let data3 = data.amount;
const _errs9 = errors;
let valid1 = false;
let passing0 = null;
const _errs10 = errors;
if(data3 !== null){
const err16 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs12 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err17 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100000000000 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/oneOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3 < -100000000000 || isNaN(data3)){
const err19 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: -100000000000},message:"must be >= -100000000000"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err20 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.currency !== undefined){
let data4 = data.currency;
const _errs15 = errors;
let valid2 = false;
let passing1 = null;
const _errs16 = errors;
if(data4 !== null){
const err21 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs16 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs18 = errors;
if(typeof data4 === "string"){
if(func0(data4) > 3){
const err22 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
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
const err23 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err24 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.change !== undefined){
let data5 = data.change;
const _errs21 = errors;
let valid3 = false;
let passing2 = null;
const _errs22 = errors;
if(data5 !== null){
const err25 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs22 === errors;
if(_valid2){
valid3 = true;
passing2 = 0;
}
const _errs24 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.from === undefined){
const err26 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/oneOf/1/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data5.to === undefined){
const err27 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/oneOf/1/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key1 in data5){
if(!((key1 === "from") || (key1 === "to"))){
const err28 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.from !== undefined){
let data6 = data5.from;
if(typeof data6 === "string"){
if(func0(data6) > 20){
const err29 = {instancePath:instancePath+"/change/from",schemaPath:"#/properties/change/oneOf/1/properties/from/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
const err30 = {instancePath:instancePath+"/change/from",schemaPath:"#/properties/change/oneOf/1/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.to !== undefined){
let data7 = data5.to;
if(typeof data7 === "string"){
if(func0(data7) > 20){
const err31 = {instancePath:instancePath+"/change/to",schemaPath:"#/properties/change/oneOf/1/properties/to/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/change/to",schemaPath:"#/properties/change/oneOf/1/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs24 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid3 = true;
passing2 = 1;
}
}
if(!valid3){
const err34 = {instancePath:instancePath+"/change",schemaPath:"#/properties/change/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.details !== undefined){
let data8 = data.details;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(Object.keys(data8).length > 40){
const err35 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/maxProperties",keyword:"maxProperties",params:{limit: 40},message:"must NOT have more than 40 properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key2 in data8){
const _errs33 = errors;
if(typeof key2 === "string"){
if(func0(key2) > 100){
const err36 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/propertyNames/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",propertyName:key2};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var valid5 = _errs33 === errors;
if(!valid5){
const err37 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/propertyNames",keyword:"propertyNames",params:{propertyName: key2},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
for(const key3 in data8){
let data9 = data8[key3];
if(typeof data9 === "string"){
if(func0(data9) > 200){
const err38 = {instancePath:instancePath+"/details/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/details/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/details/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/details/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.at !== undefined){
let data10 = data.at;
if(typeof data10 === "string"){
if(func0(data10) > 40){
const err41 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(formats0.validate(data10))){
const err42 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/at",schemaPath:"#/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

