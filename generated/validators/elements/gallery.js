// DO NOT EDIT: generated from schemas/elements/gallery.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"GalleryProps","description":"Props of the gallery element.","x-element":{"version":1,"label":{"hr":"Galerija","en":"Gallery","de":"Galerie"},"category":"media","localised":["images"],"slots":[],"mobileOverrides":["columns"],"resolver":false},"type":"object","properties":{"images":{"type":"array","minItems":1,"maxItems":24,"items":{"title":"GalleryImage","type":"object","properties":{"src":{"$ref":"../common/media-src.schema.json"},"alt":{"type":"string","maxLength":300},"caption":{"type":"string","maxLength":300}},"required":["src","alt"],"additionalProperties":false}},"columns":{"type":"integer","minimum":2,"maximum":6,"default":3}},"required":["images"],"additionalProperties":false,"examples":[{"images":[{"src":"/images/demo/terrace-960.jpg","alt":"Terasa"},{"src":"/images/demo/peka-960.jpg","alt":"Peka"},{"src":"/images/demo/harbour-960.jpg","alt":"Luka"}]}],"$id":"https://schemas.vitrina.local/elements/gallery.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaSrc","description":"Address of an image or video: a site path or an https URL (never javascript: or data:).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/|https://)[^\\s<>\"']*$","$id":"https://schemas.vitrina.local/common/media-src.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^(?:/|https://)[^\\s<>\"']*$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/gallery.schema.json" */;
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
if(data.columns === undefined){
data.columns = 3;
}
if(data.images === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "images"},message:"must have required property '"+"images"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "images") || (key0 === "columns"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.images !== undefined){
let data0 = data.images;
if(Array.isArray(data0)){
if(data0.length > 24){
const err2 = {instancePath:instancePath+"/images",schemaPath:"#/properties/images/maxItems",keyword:"maxItems",params:{limit: 24},message:"must NOT have more than 24 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/images",schemaPath:"#/properties/images/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.src === undefined){
const err4 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.alt === undefined){
const err5 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "src") || (key1 === "alt")) || (key1 === "caption"))){
const err6 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.src !== undefined){
let data2 = data1.src;
if(typeof data2 === "string"){
if(func0(data2) > 500){
const err7 = {instancePath:instancePath+"/images/" + i0+"/src",schemaPath:"../common/media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data2) < 1){
const err8 = {instancePath:instancePath+"/images/" + i0+"/src",schemaPath:"../common/media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data2)){
const err9 = {instancePath:instancePath+"/images/" + i0+"/src",schemaPath:"../common/media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
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
const err10 = {instancePath:instancePath+"/images/" + i0+"/src",schemaPath:"../common/media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.alt !== undefined){
let data3 = data1.alt;
if(typeof data3 === "string"){
if(func0(data3) > 300){
const err11 = {instancePath:instancePath+"/images/" + i0+"/alt",schemaPath:"#/properties/images/items/properties/alt/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/images/" + i0+"/alt",schemaPath:"#/properties/images/items/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.caption !== undefined){
let data4 = data1.caption;
if(typeof data4 === "string"){
if(func0(data4) > 300){
const err13 = {instancePath:instancePath+"/images/" + i0+"/caption",schemaPath:"#/properties/images/items/properties/caption/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/images/" + i0+"/caption",schemaPath:"#/properties/images/items/properties/caption/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/images",schemaPath:"#/properties/images/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
let data5 = data.columns;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 6 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5 < 2 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

